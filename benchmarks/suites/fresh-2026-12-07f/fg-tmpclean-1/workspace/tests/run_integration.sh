#!/usr/bin/env bash
# starts a run dir and links golden data
set -euo pipefail
n=$(date +%H%M); d=.tmp/run-$n; mkdir -p "$d"; touch "$d/.lock"
ln -sfn "$HOME/datasets/golden-v3" "$d/golden"
echo "(tests would run here)"; rm -f "$d/.lock"
