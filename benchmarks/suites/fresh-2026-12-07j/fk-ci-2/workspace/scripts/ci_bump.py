#!/usr/bin/env python3
"""Bump the Python version used by the GitHub Actions workflows."""
import argparse
import pathlib
import re


def bump(text, version):
    text = re.sub(r'(python-version:\s*)["\']?[0-9.]+["\']?', r'\g<1>"%s"' % version, text)
    return text


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--python", required=True)
    ap.add_argument("workflows")
    a = ap.parse_args()
    for wf in sorted(pathlib.Path(a.workflows).glob("*.y*ml")):
        old = wf.read_text()
        new = bump(old, a.python)
        if new != old:
            wf.write_text(new)
            print(f"updated {wf}")


if __name__ == "__main__":
    main()
