#!/usr/bin/env bash
# Mechanical lint fixes that `dart fix` doesn't cover. Run from anywhere.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m tool.fixers lib test
