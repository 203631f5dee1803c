#!/usr/bin/env bash
# Submit the per-sample alignment array for one batch.
# usage: ./submit.sh BATCH [--dry-run] [--partition P]
set -euo pipefail
batch="${1:?usage: ./submit.sh BATCH [--dry-run]}"; shift
cd "$(dirname "$0")"
[ -f "samples/${batch}.tsv" ] || { echo "no samples/${batch}.tsv" >&2; exit 1; }
exec python3 cluster/launch.py --batch "$batch" --samples "samples/${batch}.tsv" \
  --config cluster/cluster.ini "$@"
