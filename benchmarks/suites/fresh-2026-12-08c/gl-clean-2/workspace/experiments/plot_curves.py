#!/usr/bin/env python3
# Plot training curves from experiments/runs/*/train.log (one line per logging step).
import argparse, pathlib, re

ap = argparse.ArgumentParser()
ap.add_argument("--runs", default="experiments/runs")
ap.add_argument("--out", default="figures/")
a = ap.parse_args()
for log in sorted(pathlib.Path(a.runs).glob("*/train.log")):
    steps = [tuple(map(float, m.groups())) for m in re.finditer(r"step (\d+) loss ([\d.]+)", log.read_text())]
    print(log.parent.name, len(steps), "points")
