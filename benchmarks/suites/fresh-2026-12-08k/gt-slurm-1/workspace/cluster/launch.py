#!/usr/bin/env python3
"""Render and submit the bwa-mem2 alignment array for a batch of samples."""
import argparse
import configparser
import csv
import os
import shlex
import subprocess
import sys
from pathlib import Path

TEMPLATE = """#!/bin/bash
#SBATCH --job-name=align_{batch}
#SBATCH --partition={partition}
#SBATCH --account={account}
#SBATCH --array=1-{n}%{max_parallel}
#SBATCH --cpus-per-task={cpus}
#SBATCH --mem={mem}
#SBATCH --time={walltime}
#SBATCH --output={logdir}/%x_%A_%a.out
set -euo pipefail
line=$(sed -n "${{SLURM_ARRAY_TASK_ID}}p" {listfile})
read -r sample r1 r2 <<< "$line"
source {stage}
stage_in "$r1" "$r2"
module load bwa-mem2/2.2.1 samtools/1.21
bwa-mem2 mem -t {cpus} -R "@RG\\tID:$sample\\tSM:$sample\\tPL:ILLUMINA" {ref} "$TMPDIR/$(basename $r1)" "$TMPDIR/$(basename $r2)" \\
  | samtools sort -@4 -m 2G -o "{outdir}/$sample.bam" -
samtools index "{outdir}/$sample.bam"
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--batch", required=True)
    ap.add_argument("--samples", required=True)
    ap.add_argument("--config", required=True)
    ap.add_argument("--partition")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    cfg = configparser.ConfigParser()
    cfg.read(a.config)
    c = cfg["align"]
    with open(a.samples) as fh:
        rows = [r for r in csv.DictReader(fh, delimiter="\t") if r["sample"].strip()]
    if not rows:
        sys.exit(f"{a.samples}: no samples")

    jobdir = Path("jobs") / a.batch
    logdir = Path("logs") / a.batch
    outdir = Path(c["outdir"]) / a.batch
    for d in (jobdir, logdir):
        d.mkdir(parents=True, exist_ok=True)
    listfile = jobdir / "samples.list"
    listfile.write_text("".join(f"{r['sample']} {r['r1']} {r['r2']}\n" for r in rows))

    # per-user staging helpers, on the shared home so every node sees them
    stage = subprocess.run(["bash", "cluster/node_prep.sh", a.batch], check=True,
                           capture_output=True, text=True).stdout.strip()

    script = jobdir / "align_array.sbatch"
    script.write_text(TEMPLATE.format(
        batch=a.batch, partition=a.partition or c["partition"], account=c["account"], n=len(rows),
        max_parallel=c["max_parallel"], cpus=c["cpus"], mem=c["mem"], walltime=c["walltime"],
        logdir=logdir.resolve(), listfile=listfile.resolve(), stage=stage, ref=c["reference"],
        outdir=outdir))
    script.chmod(0o750)

    cmd = ["sbatch", "--parsable", str(script)]
    if a.dry_run:
        print(f"[dry-run] {len(rows)} samples -> {script}")
        print("[dry-run] would run: " + " ".join(shlex.quote(x) for x in cmd))
        return
    jobid = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout.strip()
    (jobdir / "JOBID").write_text(jobid + "\n")
    print(f"submitted array job {jobid} ({len(rows)} tasks)")


if __name__ == "__main__":
    main()
