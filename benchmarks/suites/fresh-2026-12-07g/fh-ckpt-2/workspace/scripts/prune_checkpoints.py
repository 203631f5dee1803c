#!/usr/bin/env python3
"""Delete old training checkpoints, keeping the most recent epochs.

usage: scripts/prune_checkpoints.py --dir checkpoints --keep 3 [--dry-run]
"""
import argparse
import re
import sys
from pathlib import Path

EPOCH = re.compile(r"^epoch_(\d+)\.pt$")


def candidates(ckpt_dir):
    """Per-epoch weights written by train.py; best.pt and exports are never candidates."""
    found = []
    for p in ckpt_dir.iterdir():
        m = EPOCH.match(p.name)
        if p.is_file() and m:
            found.append((int(m.group(1)), p))
    return [p for _, p in sorted(found, reverse=True)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", default="checkpoints", type=Path)
    ap.add_argument("--keep", default=3, type=int)
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()
    if args.keep < 1:
        sys.exit("prune_checkpoints: --keep must be >= 1")
    files = candidates(args.dir)
    doomed = files[args.keep:]
    freed = 0
    for p in doomed:
        freed += p.stat().st_size
        print(("would remove " if args.dry_run else "removed ") + str(p))
        if not args.dry_run:
            p.unlink()
    print(f"kept {min(len(files), args.keep)}, removed {len(doomed)}, freed {freed / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
