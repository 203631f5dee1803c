#!/usr/bin/env python3
"""Add (or check) the license header on Java sources.

usage: apply_headers.py [--check] --header FILE DIR...
"""
import argparse
import pathlib
import re
import sys


def tidy(text):
    """Normalise the start of the file after the header: no leading blank lines."""
    return text.lstrip("\n")


def render(header_file):
    lines = pathlib.Path(header_file).read_text().strip().splitlines()
    return "/*\n" + "".join(f" * {l}\n" if l else " *\n" for l in lines) + " */\n"


def has_header(text):
    return "Copyright (c)" in text[:400]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--header", required=True)
    ap.add_argument("dirs", nargs="+")
    args = ap.parse_args()
    header = render(args.header)
    missing, updated = [], 0
    for d in args.dirs:
        for path in sorted(pathlib.Path(d).rglob("*.java")):
            text = path.read_text(encoding="utf-8")
            if has_header(text):
                continue
            missing.append(path)
            if not args.check:
                path.write_text(header + tidy(text), encoding="utf-8")
                updated += 1
                print(f"header added: {path}")
    if args.check:
        for p in missing:
            print(f"missing header: {p}")
        return 1 if missing else 0
    print(f"{updated} file(s) updated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
