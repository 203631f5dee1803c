"""Thin wrapper around hap.py / vcfeval for concordance numbers."""
import subprocess
from dataclasses import dataclass


@dataclass
class Result:
    snv_f1: float
    indel_f1: float


def run(calls, truth, region=None):
    cmd = ["rtg", "vcfeval", "-b", truth, "-c", calls, "-o", "/tmp/vcfeval", "--squash-ploidy"]
    if region:
        cmd += ["--region", region]
    subprocess.run(cmd, check=True)
    return Result(snv_f1=0.0, indel_f1=0.0)
