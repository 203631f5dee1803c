#!/usr/bin/env bash
# Build the dev binaries into bin/.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p bin
cc -O2 -Wall -o bin/svc-helper src/svc-helper.c
echo "built bin/svc-helper"
