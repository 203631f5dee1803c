#!/usr/bin/env bash
# Local stand-in for spark-submit: same env and scratch handling as the cluster
# launcher, but runs the job with the local python (driver only).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/lib/env.sh"
source "$ROOT/lib/scratch.sh"

job="$1"; shift
prepare_scratch
trap cleanup_scratch EXIT

echo "[submit-local] job=$job master=$SPARK_MASTER scratch=$SPARK_SCRATCH"
python3 "$ROOT/$job" "$@"
