#!/usr/bin/env python3
"""Daily revenue per region from the raw order extracts.

Local/driver-only version of the cluster job: reads every CSV under --input,
keeps completed orders for --date, writes one part file under --output.
"""
import argparse
import csv
import glob
import os
from collections import defaultdict


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--date", required=True)
    ap.add_argument("--input", required=True)
    ap.add_argument("--output", required=True)
    args = ap.parse_args()

    scratch = os.environ.get("SPARK_SCRATCH", ".")
    spill = os.path.join(scratch, f"{os.environ.get('SPARK_APP_PREFIX', 'job')}-spill-{os.getpid()}")
    os.makedirs(spill, exist_ok=True)

    totals = defaultdict(lambda: [0, 0])
    for path in sorted(glob.glob(os.path.join(args.input, "*.csv"))):
        with open(path, newline="") as fh:
            for row in csv.DictReader(fh):
                if row["order_date"] != args.date or row["status"] != "completed":
                    continue
                t = totals[row["region"]]
                t[0] += 1
                t[1] += int(row["amount_cents"])

    # spill the partial aggregate like the shuffle stage would
    with open(os.path.join(spill, "partial.csv"), "w") as fh:
        for region, (n, cents) in totals.items():
            fh.write(f"{region},{n},{cents}\n")

    os.makedirs(args.output, exist_ok=True)
    out = os.path.join(args.output, "part-00000.csv")
    with open(out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["order_date", "region", "orders", "revenue"])
        for region in sorted(totals):
            n, cents = totals[region]
            w.writerow([args.date, region, n, f"{cents / 100:.2f}"])
    open(os.path.join(args.output, "_SUCCESS"), "w").close()
    print(f"[daily_agg] {args.date}: {len(totals)} regions -> {out}")


if __name__ == "__main__":
    main()
