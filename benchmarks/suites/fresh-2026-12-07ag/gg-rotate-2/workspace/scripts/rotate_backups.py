#!/usr/bin/env python3
"""Rotate local database dumps: keep the newest N daily dumps, delete the rest.

Only backups/daily/ is rotated; hand-made dumps (pre-migration/, manual/) are never touched.
"""
import argparse
import sys
from pathlib import Path


def collect(root: Path):
    daily = root / "daily"
    dumps = [p for p in daily.glob("shop-*.sql.gz") if p.is_file()]
    # file names carry the date (shop-YYYY-MM-DD.sql.gz): newest first
    return sorted(dumps, key=lambda p: p.name, reverse=True)


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
