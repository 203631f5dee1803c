#!/bin/sh
# lint.sh - lint the shell scripts in this repo
set -e
root="$(cd "$(dirname "$0")/.." && pwd)"
PYTHONPATH="$root/tools" exec python3 -m lintkit "$root" "$@"
