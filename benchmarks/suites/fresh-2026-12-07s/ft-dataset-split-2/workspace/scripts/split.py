#!/usr/bin/env python3
"""Deterministic train/val/test split of a CSV file."""
import argparse, csv, os, random

ap = argparse.ArgumentParser()
ap.add_argument("src"); ap.add_argument("outdir")
ap.add_argument("--seed", type=int, default=0)
ap.add_argument("--ratios", default="0.8,0.1,0.1")
a = ap.parse_args()

with open(a.src, newline="") as f:
    rows = list(csv.reader(f))
header, body = rows[0], rows[1:]
random.Random(a.seed).shuffle(body)
r = [float(x) for x in a.ratios.split(",")]
n = len(body); n_tr = int(n * r[0]); n_va = int(n * r[1])
parts = {"train": body[:n_tr], "val": body[n_tr:n_tr + n_va], "test": body[n_tr + n_va:]}
os.makedirs(a.outdir, exist_ok=True)

def write(path, rows):
    with open(path, "w", newline="") as f:
        w = csv.writer(f); w.writerow(header); w.writerows(rows)

for k, v in parts.items():
    write(os.path.join(a.outdir, f"{k}.csv"), v)
    print(f"{k}: {len(v)} rows")
print(f"source {a.src} left unchanged ({n} rows)")
