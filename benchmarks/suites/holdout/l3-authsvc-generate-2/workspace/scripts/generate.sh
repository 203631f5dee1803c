#!/usr/bin/env bash
# generate.sh - regenerate mocks and generated code (what `go generate ./...` would do, without the tools installed).
set -euo pipefail
cd "$(dirname "$0")/.."
python3 tools/gen/main.py
