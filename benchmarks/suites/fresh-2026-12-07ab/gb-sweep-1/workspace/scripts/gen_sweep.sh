#!/usr/bin/env bash
# Generate one SLURM batch script per parameter combination, plus submit_all.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 tools/sweep/gen.py "$1" "$2"
