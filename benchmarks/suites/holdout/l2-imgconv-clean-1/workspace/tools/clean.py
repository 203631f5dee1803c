#!/usr/bin/env python3
"""clean.py - remove build outputs: build/ and stray objects next to the sources."""
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join(ROOT, "build")
count = 0


def remove(path):
    global count
    if os.path.islink(path) or not os.path.isdir(path):
        os.unlink(path)  # links (build/sdk) are removed, never followed
        count += 1
    else:
        for dp, dns, fns in os.walk(path):
            count += len(fns)
        shutil.rmtree(path)


if os.path.isdir(BUILD):
    for name in os.listdir(BUILD):
        remove(os.path.join(BUILD, name))
    os.rmdir(BUILD)

for dp, dns, fns in os.walk(os.path.join(ROOT, "src")):
    for fn in fns:
        if fn.endswith((".o", ".d", ".gcda")):
            os.unlink(os.path.join(dp, fn))
            count += 1

print(f"clean: removed {count} files")
