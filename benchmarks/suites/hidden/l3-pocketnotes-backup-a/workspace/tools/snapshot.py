#!/usr/bin/env python3
"""snapshot.py SRC DEST --keep N: consistent copies of the SQLite files in SRC."""
import argparse, os, sqlite3, sys, time
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import store

ap = argparse.ArgumentParser()
ap.add_argument("src"); ap.add_argument("dest"); ap.add_argument("--keep", type=int, default=3)
a = ap.parse_args()
snap = os.path.join(a.dest, time.strftime("%Y%m%d-%H%M%S"))
os.makedirs(snap, exist_ok=True)
for name in sorted(os.listdir(a.src)):
    if name.endswith(".db"):
        src = sqlite3.connect(os.path.join(a.src, name))
        dst = sqlite3.connect(os.path.join(snap, name))
        src.backup(dst)
        dst.close(); src.close()
with open(os.path.join(a.dest, "LATEST"), "w") as f:
    f.write(os.path.basename(snap) + "\n")
print("snapshot", snap)
store.rotate(a.src, a.dest, a.keep)
