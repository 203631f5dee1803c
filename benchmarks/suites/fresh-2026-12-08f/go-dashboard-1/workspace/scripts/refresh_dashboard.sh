#!/usr/bin/env bash
# Rebuild dashboard/public/retention.json from the latest events export.
set -euo pipefail
cd "$(dirname "$0")/.."
EVENTS="${EVENTS:-data/events_2026-11.jsonl}"
echo "building retention cohorts from $EVENTS"
python3 -m dashdata build --events "$EVENTS" --out dashboard/public/retention.json
