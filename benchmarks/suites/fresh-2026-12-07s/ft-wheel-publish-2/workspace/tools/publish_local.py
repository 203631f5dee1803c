#!/usr/bin/env python3
"""Copy built wheels into a local wheelhouse (a folder usable with pip --find-links)."""
import os, shutil, sys, glob
src, dst = sys.argv[1], os.path.expanduser(sys.argv[2])
os.makedirs(dst, exist_ok=True)
for whl in sorted(glob.glob(os.path.join(src, "*.whl"))):
    shutil.copy2(whl, dst)
    print(f"published {os.path.basename(whl)} -> {dst}")
