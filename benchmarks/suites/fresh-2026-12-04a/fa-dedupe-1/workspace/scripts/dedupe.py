#!/usr/bin/env python3
"""Deduplicate a CSV of contacts in place (after normalizing the key column)."""
import argparse
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from csvtools import dedupe  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--key", default="email")
    ap.add_argument("--backup", action="store_true", help="keep PATH.bak")
    args = ap.parse_args()
    path = Path(args.path)
    if args.backup:
        shutil.copy2(path, path.with_suffix(path.suffix + ".bak"))
    before, after = dedupe.dedupe_file(path, args.key)
    print(f"{path}: {before} rows -> {after} rows ({before - after} duplicates removed)")
    if args.backup:
        print(f"backup: {path}.bak")


if __name__ == "__main__":
    main()
