"""JUnit XML output for the test harness."""
import os
from xml.sax.saxutils import quoteattr


def _xml(suite, cases):
    failures = sum(1 for _, ok in cases if not ok)
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<testsuite name={quoteattr(suite)} tests="{len(cases)}" failures="{failures}">']
    for name, ok in cases:
        if ok:
            out.append(f'  <testcase name={quoteattr(name)}/>')
        else:
            out.append(f'  <testcase name={quoteattr(name)}><failure message="FAIL"/></testcase>')
    out.append('</testsuite>')
    return "\n".join(out) + "\n"


def write_junit(path, suite, cases):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w") as f:
        f.write(_xml(suite, cases))
