#!/usr/bin/env python3
"""Compile-check the staged Python files (called from the pre-commit hook)."""
import py_compile
import subprocess
import sys

files = subprocess.run(["git", "diff", "--cached", "--name-only", "--diff-filter=ACM"],
                       capture_output=True, text=True).stdout.split()
bad = 0
for f in files:
    if f.endswith(".py"):
        try:
            py_compile.compile(f, doraise=True)
        except py_compile.PyCompileError as e:
            print(e.msg)
            bad += 1
sys.exit(1 if bad else 0)
