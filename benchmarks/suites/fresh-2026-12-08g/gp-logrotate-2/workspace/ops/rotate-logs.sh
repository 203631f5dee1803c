#!/usr/bin/env bash
# rotate-logs.sh - rotate promtail's own logs and tidy its state dir (cron: 15 3 * * *)
set -euo pipefail
cd "$(dirname "$0")/.."
. ops/lib/env.sh
python3 ops/lib/rotate.py --dir "$PROMTAIL_LOG_DIR" --keep "${KEEP:-5}"
ops/lib/clean-state.sh
