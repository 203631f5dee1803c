#!/usr/bin/env python3
"""Free disk on the build box by deleting old builds under builds/.

    python3 tools/prune_builds.py --keep N [--dry-run]

Builds that carry a .pin file (release candidates, cert submissions, anything
whose symbols we still need for crash reports) are never deleted.
"""
import argparse
import shutil
from pathlib import Path

BUILDS = Path(__file__).resolve().parent.parent / "builds"


def size_of(p):
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file())


def candidates():
    # build folders sort chronologically by name (nightly-YYYYMMDD)
    return sorted(p for p in BUILDS.iterdir() if p.is_dir())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--keep", type=int, required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    builds = candidates()
    doomed = builds[:-a.keep] if a.keep else builds
    freed = 0
    for b in doomed:
        freed += size_of(b)
        print(f"{'would delete' if a.dry_run else 'deleting'} {b.name}")
        if not a.dry_run:
            shutil.rmtree(b)
    print(f"kept {min(a.keep, len(builds))} builds, freed {freed / 1024:.1f} KiB")


if __name__ == "__main__":
    main()
