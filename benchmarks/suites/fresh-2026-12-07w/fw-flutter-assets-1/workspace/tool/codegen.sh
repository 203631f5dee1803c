#!/usr/bin/env bash
# Entry point for the repo's code generators (python, no Dart SDK needed).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
PYTHONPATH="$root/tool${PYTHONPATH:+:$PYTHONPATH}" exec python3 -m codegen "$@"
