#!/usr/bin/env python3
"""Apply the retention policy, section by section."""
import argparse
import configparser
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from prune import prune_dir  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--policy", required=True)
    ap.add_argument("--root", required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    cfg = configparser.ConfigParser()
    cfg.read(a.policy)
    total = 0
    for name in cfg.sections():
        sec = cfg[name]
        path = os.path.join(a.root, sec.get("path", name))
        removed = prune_dir(path, days=sec.getint("days"), legal_hold=sec.getboolean("legal_hold"),
                            dry_run=a.dry_run)
        print(f"[{name}] {path}: {len(removed)} file(s) {'would be ' if a.dry_run else ''}removed")
        total += len(removed)
    print(f"total: {total}")


if __name__ == "__main__":
    main()
