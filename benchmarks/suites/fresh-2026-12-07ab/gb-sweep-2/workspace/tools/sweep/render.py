"""Templates for SLURM batch scripts."""
from modenv import env_lines

HEADER = """#!/bin/bash
#SBATCH --job-name={name}_{idx:03d}
#SBATCH --account={account}
#SBATCH --partition={partition}
#SBATCH --time={time}
#SBATCH --nodes={nodes}
#SBATCH --ntasks={ntasks}
#SBATCH --output=logs/%x-%j.out
set -euo pipefail
"""


def render_job(spec, combo, idx):
    lines = [HEADER.format(idx=idx, **spec)]
    lines += env_lines(spec)
    tag = "_".join(f"{k}{v}" for k, v in combo.items())
    args = " ".join(f"--{k}={v}" for k, v in combo.items())
    lines.append(f"mkdir -p runs/{tag}")
    lines.append(f"srun {spec['executable']} {args} --outdir=runs/{tag}")
    return "\n".join(lines) + "\n"


def render_submit_all(names):
    out = ["#!/bin/bash", "set -euo pipefail", "mkdir -p logs"]
    out += [f"sbatch jobs/{n}" for n in names]
    return "\n".join(out) + "\n"
