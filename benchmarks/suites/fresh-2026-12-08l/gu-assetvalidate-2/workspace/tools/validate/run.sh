#!/usr/bin/env bash
# Asset validation entry point (local + CI).
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p build
exec python3 tools/validate/main.py "$@"
