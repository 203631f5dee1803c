#!/usr/bin/env python3
"""Bump one dependency constraint in pyproject.toml (keeps formatting and comments).

usage: bump_dep.py PACKAGE VERSION     ->  PACKAGE = "^VERSION"
"""
import re
import sys

PYPROJECT = "pyproject.toml"


def bump(text, pkg, version):
    simple = re.compile(rf'^({re.escape(pkg)}\s*=\s*)"[^"]*"', re.M | re.I)
    table = re.compile(rf'^({re.escape(pkg)}\s*=\s*\{{[^}}]*version\s*=\s*)"[^"]*"', re.M | re.I)
    for pattern in (simple, table):
        new, n = pattern.subn(rf'\g<1>"^{version}"', text)
        if n:
            return new
    sys.exit(f"{pkg} not found in {PYPROJECT}")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    pkg, version = sys.argv[1:]
    with open(PYPROJECT) as f:
        text = f.read()
    new = bump(text, pkg, version)
    with open(PYPROJECT, "w") as f:
        f.write(new)
    print(f"{pkg} -> ^{version}")


if __name__ == "__main__":
    main()
