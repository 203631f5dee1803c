#!/bin/sh
# Write an anonymised copy of a log file into logs/anon/.
set -e
cd "$(dirname "$0")/.."
exec python3 -m tools.anon --in "$1" --out-dir logs/anon
