#!/usr/bin/env python3
"""Expand a parameter sweep (JSON) into SLURM job scripts."""
import itertools
import json
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from render import render_job, render_submit_all  # noqa: E402


def main(spec_path, outdir):
    spec = json.load(open(spec_path))
    keys = sorted(spec["params"])
    combos = [dict(zip(keys, vals)) for vals in itertools.product(*(spec["params"][k] for k in keys))]
    os.makedirs(outdir, exist_ok=True)
    names = []
    for i, combo in enumerate(combos):
        name = f"sweep_{i:03d}.sbatch"
        with open(os.path.join(outdir, name), "w") as f:
            f.write(render_job(spec, combo, i))
        names.append(name)
        print(f"{outdir}/{name}: " + ", ".join(f"{k}={v}" for k, v in combo.items()))
    with open(os.path.join(outdir, "submit_all.sh"), "w") as f:
        f.write(render_submit_all(names))
    os.chmod(os.path.join(outdir, "submit_all.sh"), 0o755)
    print(f"{len(names)} job scripts in {outdir}/ (submit with {outdir}/submit_all.sh)")


if __name__ == "__main__":
    main(*sys.argv[1:3])
