#!/usr/bin/env python3
"""Issue a batch of approved refunds.

    refund_batch.py CSV --dry-run     show what would be refunded
    refund_batch.py CSV --apply       record the refunds

Every row is checked against the payments ledger (data/ledger/*.jsonl): the
charge must exist and the refund plus earlier refunds must not exceed it.
Applied refunds are appended to the ledger of the current month and to
data/refunds_issued.jsonl (what the PSP sync job picks up), and the CSV is
moved to refunds/processed/.
"""
import argparse
import csv
import datetime as dt
import glob
import json
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LEDGER_DIR = os.path.join(ROOT, "data", "ledger")


def load_ledger():
    entries = []
    for path in sorted(glob.glob(os.path.join(LEDGER_DIR, "*.jsonl"))):
        with open(path) as f:
            entries += [json.loads(line) for line in f if line.strip()]
    return entries


def plan(rows, ledger):
    charges = {e["charge_id"]: e for e in ledger if e["type"] == "charge"}
    refunded = {}
    for e in ledger:
        if e["type"] == "refund":
            refunded[e["charge_id"]] = refunded.get(e["charge_id"], 0) + e["amount_cents"]
    ok, bad = [], []
    for r in rows:
        amount = int(r["amount_cents"])
        ch = charges.get(r["charge_id"])
        if ch is None or ch["order_id"] != r["order_id"]:
            bad.append((r, "charge not found for order"))
        elif amount + refunded.get(r["charge_id"], 0) > ch["amount_cents"]:
            bad.append((r, "exceeds captured amount"))
        else:
            ok.append(r)
    return ok, bad


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--dry-run", action="store_true")
    g.add_argument("--apply", action="store_true")
    args = ap.parse_args()

    with open(args.csv, newline="") as f:
        rows = list(csv.DictReader(f))
    ledger = load_ledger()
    ok, bad = plan(rows, ledger)
    for r in ok:
        print(f"  refund {r['order_id']:<12} {int(r['amount_cents']) / 100:>8.2f} {r['currency']}  {r['reason']} ({r['ticket']})")
    for r, why in bad:
        print(f"  SKIP   {r['order_id']:<12} {why}")
    total = sum(int(r["amount_cents"]) for r in ok) / 100
    print(f"{len(ok)} refunds, {total:.2f} EUR total, {len(bad)} skipped")
    if args.dry_run:
        print("dry run: nothing written")
        return

    now = dt.datetime.now(dt.timezone.utc)
    stamp = now.strftime("%Y-%m-%dT%H:%M:%SZ")
    new = [{"type": "refund", "order_id": r["order_id"], "charge_id": r["charge_id"],
            "amount_cents": int(r["amount_cents"]), "currency": r["currency"], "at": stamp,
            "ticket": r["ticket"], "approved_by": r["approved_by"]} for r in ok]
    with open(os.path.join(LEDGER_DIR, now.strftime("%Y-%m") + ".jsonl"), "a") as f:
        f.writelines(json.dumps(e) + "\n" for e in new)
    with open(os.path.join(ROOT, "data", "refunds_issued.jsonl"), "a") as f:
        f.writelines(json.dumps(e) + "\n" for e in new)
    os.makedirs(os.path.join(ROOT, "refunds", "processed"), exist_ok=True)
    dest = os.path.join(ROOT, "refunds", "processed", now.strftime("%Y%m%d-") + os.path.basename(args.csv))
    shutil.move(args.csv, dest)
    print(f"applied {len(new)} refunds; batch moved to {os.path.relpath(dest, ROOT)}")


if __name__ == "__main__":
    main()
