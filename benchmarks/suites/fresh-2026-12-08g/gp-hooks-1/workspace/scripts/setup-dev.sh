#!/usr/bin/env bash
# setup-dev.sh - one-time setup for working on the alerting rules
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v promtool >/dev/null 2>&1; then
  echo "note: promtool not on PATH (brew install prometheus / apt install prometheus); the hook skips checks until it is"
fi
make hooks
echo "dev setup done"
