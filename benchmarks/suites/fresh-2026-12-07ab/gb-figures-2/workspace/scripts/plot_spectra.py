#!/usr/bin/env python3
"""Plot energy spectra E(k) from results/spectra_*.csv as log-log SVG figures.

Usage: plot_spectra.py RESULTS_DIR FIG_DIR
Standard library only (the login nodes have no matplotlib in the base env).
"""
import csv
import getpass
import json
import math
import os
import platform
import sys
from pathlib import Path

W, H, PAD = 640, 480, 60


def read_csv(path):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    return [(float(r["k"]), float(r["E"])) for r in rows if float(r["E"]) > 0]


def svg_plot(points, title):
    lx = [math.log10(k) for k, _ in points]
    ly = [math.log10(e) for _, e in points]
    x0, x1, y0, y1 = min(lx), max(lx), min(ly), max(ly)
    sx = lambda v: PAD + (v - x0) / (x1 - x0 or 1) * (W - 2 * PAD)
    sy = lambda v: H - PAD - (v - y0) / (y1 - y0 or 1) * (H - 2 * PAD)
    path = " ".join(f"{'M' if i == 0 else 'L'}{sx(a):.1f},{sy(b):.1f}" for i, (a, b) in enumerate(zip(lx, ly)))
    ref = [(a, -5 / 3 * (a - lx[0]) + ly[0]) for a in (lx[0], lx[-1])]
    refpath = f"M{sx(ref[0][0]):.1f},{sy(ref[0][1]):.1f} L{sx(ref[1][0]):.1f},{sy(ref[1][1]):.1f}"
    return f"""<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}">
<rect width="100%" height="100%" fill="white"/>
<text x="{W/2}" y="30" text-anchor="middle" font-size="16">{title}</text>
<rect x="{PAD}" y="{PAD}" width="{W-2*PAD}" height="{H-2*PAD}" fill="none" stroke="black"/>
<path d="{path}" fill="none" stroke="#1f77b4" stroke-width="2"/>
<path d="{refpath}" fill="none" stroke="gray" stroke-dasharray="6,4"/>
<text x="{W/2}" y="{H-20}" text-anchor="middle">log10 k</text>
<text x="20" y="{H/2}" transform="rotate(-90 20 {H/2})" text-anchor="middle">log10 E(k)</text>
</svg>
"""


def record(figdir, made):
    with open(figdir / "figures.json", "w") as f:
        json.dump({"figures": made}, f, indent=2)


def main(resdir, figdir):
    resdir, figdir = Path(resdir), Path(figdir)
    figdir.mkdir(parents=True, exist_ok=True)
    made = []
    for csv_path in sorted(resdir.glob("spectra_*.csv")):
        pts = read_csv(csv_path)
        out = figdir / (csv_path.stem + ".svg")
        out.write_text(svg_plot(pts, csv_path.stem.replace("_", " ")))
        made.append({"source": str(csv_path), "figure": str(out), "points": len(pts)})
        print(f"{csv_path} -> {out} ({len(pts)} points)")
    record(figdir, made)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
