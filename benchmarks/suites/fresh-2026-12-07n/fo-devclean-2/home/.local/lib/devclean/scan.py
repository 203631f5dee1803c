#!/usr/bin/env python3
"""Find regenerable build outputs below the given roots.

Prints one `PATH<TAB>REASON` line per candidate. Rules come from rules.conf:

    <marker file>  <output dir>  [min-age-days]

An output dir is a candidate when a sibling marker file exists (so `target/`
is only removed next to a Cargo.toml) and the output is older than min-age.
"""
import argparse
import os
import sys
import time

SKIP = {".git", ".hg", ".svn"}


def load_rules(path):
    rules = []
    with open(path) as f:
        for line in f:
            line = line.split("#", 1)[0].split()
            if not line:
                continue
            marker, out = line[0], line[1]
            days = int(line[2]) if len(line) > 2 else 0
            rules.append((marker, out, days))
    return rules


def age_days(path):
    return (time.time() - os.stat(path).st_mtime) / 86400


def scan(root, rules, max_depth=3):
    root = os.path.abspath(os.path.expanduser(root))
    base = root.rstrip(os.sep).count(os.sep)
    for dirpath, dirnames, filenames in os.walk(root):
        depth = dirpath.count(os.sep) - base
        names = set(filenames) | set(dirnames)
        hit = set()
        for marker, out, days in rules:
            if marker in names and out in dirnames:
                cand = os.path.join(dirpath, out)
                if os.path.islink(cand) or age_days(cand) < days:
                    continue
                hit.add(out)
                yield cand, f"{out}/ next to {marker}"
        dirnames[:] = [d for d in dirnames
                       if d not in SKIP and d not in hit and depth < max_depth]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rules", required=True)
    ap.add_argument("roots", nargs="+")
    a = ap.parse_args()
    rules = load_rules(a.rules)
    for r in a.roots:
        for path, why in scan(r, rules):
            print(f"{path}\t{why}")


if __name__ == "__main__":
    sys.exit(main())
