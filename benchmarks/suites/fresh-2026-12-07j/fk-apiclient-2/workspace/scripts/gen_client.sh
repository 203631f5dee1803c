#!/bin/sh
# Regenerate the typed API client from the OpenAPI document.
set -e
cd "$(dirname "$0")/.."
mkdir -p "$(dirname "$2")"
exec python3 -m tools.codegen "$1" "$2"
