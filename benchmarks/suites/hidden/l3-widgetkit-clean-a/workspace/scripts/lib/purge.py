#!/usr/bin/env python3
"""purge.py CONFIG: delete the caches a clean run should drop."""
import json, os, shutil, sys

def rm(p):
    if os.path.isdir(p) and not os.path.islink(p):
        shutil.rmtree(p)
    elif os.path.lexists(p):
        os.remove(p)
    else:
        return
    print("removed", p)

cfg = json.load(open(sys.argv[1]))
for p in cfg.get("home_caches", []):
    rm(os.path.expanduser(p))
# tool caches at the top of the repo: exactly the ones listed
for name in cfg.get("caches", []):
    if name.startswith(".") and "/" not in name and name not in (".", ".."):
        rm(name)
