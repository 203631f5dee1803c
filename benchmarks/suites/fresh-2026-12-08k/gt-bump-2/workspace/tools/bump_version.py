#!/usr/bin/env python3
"""Bump the package version and open a CHANGELOG section for it.

usage: tools/bump_version.py X.Y.Z

Touches pyproject.toml, src/hepvar/__init__.py and CHANGELOG.md; does not
commit or tag (do that after review).
"""
import datetime
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def sub_once(path, pattern, repl):
    text = path.read_text()
    new, n = re.subn(pattern, repl, text, count=1, flags=re.M)
    if n != 1:
        sys.exit(f"{path}: pattern not found: {pattern}")
    path.write_text(new)


def changelog(version):
    p = ROOT / "CHANGELOG.md"
    text = p.read_text()
    today = datetime.date.today().isoformat()
    if f"## [{version}]" in text:
        return
    text = text.replace("## [Unreleased]\n", f"## [Unreleased]\n\n## [{version}] - {today}\n", 1)
    p.write_text(text)


def main():
    if len(sys.argv) != 2 or not re.fullmatch(r"\d+\.\d+\.\d+", sys.argv[1]):
        sys.exit(__doc__)
    v = sys.argv[1]
    old = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(), re.M).group(1)
    sub_once(ROOT / "pyproject.toml", r'^version = "[^"]+"', f'version = "{v}"')
    sub_once(ROOT / "src/hepvar/__init__.py", r'^__version__ = "[^"]+"', f'__version__ = "{v}"')
    changelog(v)
    print(f"{old} -> {v}: pyproject.toml, src/hepvar/__init__.py, CHANGELOG.md")


if __name__ == "__main__":
    main()
