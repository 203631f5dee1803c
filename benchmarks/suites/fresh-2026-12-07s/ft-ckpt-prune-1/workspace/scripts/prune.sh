#!/bin/sh
set -e
cd "$(dirname "$0")/.."
exec python3 -m mltools.retention --dir "$1" --keep "${2:-2}"
