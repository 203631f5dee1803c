#!/usr/bin/env bash
# migrate.sh — move data/ from layout 1 (data/<kind>-<yyyy>-<mm>.<ext>) to
# layout 2 (data/<kind>/<yyyy>/<mm>.<ext>) and record it in config/paths.toml.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! git diff --quiet -- data config; then
  echo "data/ or config/ has uncommitted changes; commit or stash them first" >&2
  exit 1
fi
PYTHONPATH=tools exec python3 -m migrator --data data --config config/paths.toml --repo .
