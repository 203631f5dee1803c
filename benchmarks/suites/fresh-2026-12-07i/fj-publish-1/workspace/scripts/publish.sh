#!/bin/sh
# publish.sh [--dry-run] - pack the package and (unless --dry-run) upload it
set -e
cd "$(dirname "$0")/.."
node tools/pack.js "$@"
