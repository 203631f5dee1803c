#!/usr/bin/env bash
# lint.sh - run every repository check; the report goes to build/lint/report.txt.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p build/lint
python3 tools/lint/run.py --out build/lint
