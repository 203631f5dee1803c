#!/usr/bin/env python3
"""Run the binary and compare its output against the reference values."""
import os
import subprocess
import sys

exe, tol_file = sys.argv[1:3]
here = os.path.dirname(__file__)
ref = dict(l.split() for l in open(os.path.join(here, "reference.txt")) if l.strip())
tol = {k.strip(): float(v) for k, v in (l.split("=") for l in open(tol_file) if "=" in l and not l.startswith("#"))}
out = dict(l.split() for l in subprocess.check_output([exe], text=True).splitlines() if not l.startswith("#"))
fail = 0
for k, r in ref.items():
    err = abs(float(out[k]) - float(r)) / abs(float(r))
    ok = err <= tol[k]
    fail += not ok
    print(f"{k:8s} rel.err {err:.2e}  tol {tol[k]:.0e}  {'ok' if ok else 'FAIL'}")
sys.exit(1 if fail else 0)
