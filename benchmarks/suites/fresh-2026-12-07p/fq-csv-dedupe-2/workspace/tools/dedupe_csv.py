#!/usr/bin/env python3
"""Remove duplicate rows from a CSV export, keyed on one column.

usage: dedupe_csv.py FILE --key COLUMN [--in-place | -o OUT]
The first occurrence of each key wins; row order is preserved.
"""
import argparse
import csv
import os
import sys
import tempfile


def parse_args():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--key", required=True)
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--in-place", action="store_true")
    g.add_argument("-o", "--out")
    return ap.parse_args()


def dedupe(rows, key):
    seen = set()
    out = []
    for row in rows:
        k = row[key]
        if k in seen:
            continue
        seen.add(k)
        out.append(row)
    return out


def main():
    a = parse_args()
    with open(a.file, newline="") as f:
        r = csv.DictReader(f)
        fields = r.fieldnames
        if a.key not in fields:
            sys.exit(f"no column {a.key!r} in {a.file}")
        rows = list(r)
    kept = dedupe(rows, a.key)
    dest = a.file if a.in_place else a.out
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(dest)), suffix=".csv")
    with os.fdopen(fd, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=fields)
        w.writeheader()
        w.writerows(kept)
    os.replace(tmp, dest)
    print(f"{a.file}: {len(rows)} rows read, {len(rows) - len(kept)} duplicates removed, {len(kept)} written")


if __name__ == "__main__":
    main()
