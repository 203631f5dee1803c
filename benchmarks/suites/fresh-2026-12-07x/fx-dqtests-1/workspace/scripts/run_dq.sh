#!/usr/bin/env bash
# Run schema tests locally (CI runs the same thing against the CI warehouse).
set -euo pipefail
cd "$(dirname "$0")/.."
db="${1:-warehouse/dev.db}"
mkdir -p target
python3 -m dqlite.runner --models models --db "$db" --out target/dq_results.json
