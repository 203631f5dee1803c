#!/usr/bin/env bash
# Regenerate tests/fixtures/ from the settings schema in app/settings.py.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m tools.fixtures --out tests/fixtures "$@"
