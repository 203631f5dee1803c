#!/usr/bin/env python3
"""Tiny pre-commit linter: syntax check + no stray breakpoints in staged .py files."""
import subprocess
import sys


def staged(all_files):
    if all_files:
        out = subprocess.run(["git", "ls-files", "*.py"], capture_output=True, text=True).stdout
    else:
        out = subprocess.run(["git", "diff", "--cached", "--name-only", "--diff-filter=ACM", "--", "*.py"],
                             capture_output=True, text=True).stdout
    return [p for p in out.splitlines() if p]


def main():
    bad = 0
    for path in staged("--all" in sys.argv):
        with open(path, encoding="utf-8") as f:
            src = f.read()
        try:
            compile(src, path, "exec")
        except SyntaxError as e:
            print(f"{path}:{e.lineno}: syntax error: {e.msg}")
            bad += 1
        for n, line in enumerate(src.splitlines(), 1):
            if line.strip().startswith(("breakpoint()", "import pdb")):
                print(f"{path}:{n}: leftover debugger call")
                bad += 1
    return 1 if bad else 0


sys.exit(main())
