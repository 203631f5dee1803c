#!/usr/bin/env bash
# Rebuild the static site into public/.
set -euo pipefail
cd "$(dirname "$0")"
python3 -m sitegen build --src . --out public "$@"
