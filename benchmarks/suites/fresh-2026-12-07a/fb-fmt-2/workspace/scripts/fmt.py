#!/usr/bin/env python3
"""Repo formatter: whitespace cleanup + removal of leftover `six` shims.

Usage: python3 scripts/fmt.py DIR [DIR ...]

Rules (applied to every *.py file under the given folders):
  * tabs used for indentation become 4 spaces
  * trailing whitespace is stripped
  * the file ends with exactly one newline
  * py2 compatibility shims from `six` are replaced with their py3 builtins,
    and `import six` is dropped once nothing references it any more
"""
import os
import re
import sys

SIX_REWRITES = [
    (re.compile(r"\bsix\.text_type\b"), "str"),
    (re.compile(r"\bsix\.binary_type\b"), "bytes"),
    (re.compile(r"\bsix\.string_types\b"), "(str,)"),
    (re.compile(r"\bsix\.integer_types\b"), "(int,)"),
    (re.compile(r"\bsix\.moves\.range\b"), "range"),
    (re.compile(r"\bsix\.iteritems\(([^()]*)\)"), r"\1.items()"),
]


def fix_indent(line):
    m = re.match(r"^[ \t]*", line)
    lead = m.group(0)
    return lead.replace("\t", "    ") + line[len(lead):]


def format_source(text):
    lines = [fix_indent(l).rstrip() for l in text.splitlines()]
    out = "\n".join(lines)
    for pat, repl in SIX_REWRITES:
        out = pat.sub(repl, out)
    if "import six" in out and not re.search(r"\bsix\.", out):
        out = re.sub(r"^import six\n", "", out, flags=re.M)
    return out.rstrip("\n") + "\n" if out.strip() else ""


def main(dirs):
    changed = 0
    for top in dirs:
        for root, _dirs, names in os.walk(top):
            for n in sorted(names):
                if not n.endswith(".py"):
                    continue
                p = os.path.join(root, n)
                with open(p) as f:
                    old = f.read()
                new = format_source(old)
                if new != old:
                    with open(p, "w") as f:
                        f.write(new)
                    changed += 1
                    print(f"reformatted {p}")
    print(f"{changed} file(s) reformatted")


if __name__ == "__main__":
    main(sys.argv[1:] or ["src"])
