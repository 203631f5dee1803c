"""python3 -m tools.anon --in LOG --out-dir DIR"""
import argparse

from .pipeline import run

ap = argparse.ArgumentParser(prog="anon")
ap.add_argument("--in", dest="src", required=True)
ap.add_argument("--out-dir", required=True)
a = ap.parse_args()
n = run(a.src, a.out_dir)
print(f"anonymised {n} lines from {a.src} into {a.out_dir}")
