#!/usr/bin/env python3
"""Rotate local database dumps: keep the newest N, delete the rest."""
import argparse
import sys
from pathlib import Path


def collect(root: Path):
    dumps = [p for p in root.rglob("*.sql.gz") if p.is_file()]
    # newest first, by modification time
    return sorted(dumps, key=lambda p: p.stat().st_mtime, reverse=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("dir", type=Path)
    ap.add_argument("--keep", type=int, default=7)
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()

    dumps = collect(args.dir)
    keep, drop = dumps[: args.keep], dumps[args.keep :]
    for p in keep:
        print(f"keep   {p}")
    for p in drop:
        print(f"delete {p}")
        if not args.dry_run:
            p.unlink()
    print(f"{len(keep)} kept, {len(drop)} deleted")
    return 0


if __name__ == "__main__":
    sys.exit(main())
