#!/usr/bin/env python3
"""clean.py - remove build outputs: build/ and stray objects next to the sources."""
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join(ROOT, "build")
count = 0


if os.path.isdir(BUILD):
    # bottom-up so every directory is empty by the time we reach it
    for dp, dns, fns in os.walk(BUILD, topdown=False, followlinks=True):
        for fn in fns:
            os.unlink(os.path.join(dp, fn))
            count += 1
        for dn in dns:
            p = os.path.join(dp, dn)
            if os.path.islink(p):
                os.unlink(p)
            else:
                os.rmdir(p)
    os.rmdir(BUILD)

for dp, dns, fns in os.walk(os.path.join(ROOT, "src")):
    for fn in fns:
        if fn.endswith((".o", ".d", ".gcda")):
            os.unlink(os.path.join(dp, fn))
            count += 1

print(f"clean: removed {count} files")
