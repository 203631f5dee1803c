#!/usr/bin/env bash
# build-docs.sh - render docs/ into public/ with the in-repo generator (tools/docgen).
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf public
PYTHONPATH=tools python3 -m docgen --config docgen.json "$@"
