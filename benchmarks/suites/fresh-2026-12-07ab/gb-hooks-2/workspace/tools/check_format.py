#!/usr/bin/env python3
"""Fortran style check: no tabs, lines <= 132 chars, no trailing whitespace."""
import sys

bad = 0
for path in sys.argv[1:]:
    if not path.endswith((".f90", ".F90")):
        continue
    for n, line in enumerate(open(path), 1):
        line = line.rstrip("\n")
        for cond, msg in (("\t" in line, "tab"), (len(line) > 132, "line > 132"),
                          (line != line.rstrip(), "trailing whitespace")):
            if cond:
                print(f"{path}:{n}: {msg}")
                bad += 1
sys.exit(1 if bad else 0)
