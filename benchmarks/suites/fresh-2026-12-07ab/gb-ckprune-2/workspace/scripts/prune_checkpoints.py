#!/usr/bin/env python3
"""Prune old simulation checkpoints, keeping the newest N per run directory.

Checkpoints are files named ckpt_<step>.h5; "newest" means highest step.
Usage: prune_checkpoints.py RUNS_DIR [--keep N] [--dry-run]
"""
import argparse
import re
from pathlib import Path

CKPT_RE = re.compile(r"^ckpt_(\d+)\.h5$")

def run_dirs(root):
    for d in sorted(root.iterdir()):
        if d.is_symlink():
            # symlinked runs live in the group share (reference runs etc.): not ours
            print(f"skipping {d.name} (symlink to {d.resolve()})")
            continue
        if d.is_dir():
            yield d


def checkpoints(run):
    found = []
    for p in run.iterdir():
        m = CKPT_RE.match(p.name)
        if m and p.is_file():
            found.append((int(m.group(1)), p))
    return sorted(found)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("root", type=Path)
    ap.add_argument("--keep", type=int, default=3)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    if a.keep < 1:
        ap.error("--keep must be at least 1")
    freed = 0
    for run in run_dirs(a.root):
        ckpts = checkpoints(run)
        old = ckpts[:-a.keep]
        for step, p in old:
            size = p.stat().st_size
            print(("would remove " if a.dry_run else "removed ") + f"{p} (step {step}, {size} B)")
            if not a.dry_run:
                p.unlink()
                freed += size
        print(f"{run.name}: kept {len(ckpts) - len(old)} of {len(ckpts)} checkpoints")
    print(f"freed {freed / 1024:.1f} KiB")


if __name__ == "__main__":
    main()
