#!/bin/sh
# thin wrapper so the generator always runs from the repo root
set -e
cd "$(dirname "$0")/.."
exec python3 -m tools.composegen "$@" --file docker-compose.yml
