#!/bin/sh
# clean.sh [--keep N] [--dry-run]
set -e
cd "$(dirname "$0")/.."
exec python3 -m tools.cleanup "$@"
