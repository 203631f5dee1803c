"""Module / conda environment lines for the batch scripts."""
import os


def env_lines(spec):
    lines = ["module purge"]
    lines += [f"module load {m}" for m in spec.get("modules", [])]
    if spec.get("conda_env"):
        lines.append('eval "$(conda shell.bash hook)"')
        lines.append(f"conda activate {spec['conda_env']}")
    return lines
