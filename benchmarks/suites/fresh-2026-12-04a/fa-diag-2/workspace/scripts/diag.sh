#!/usr/bin/env bash
# Build the support bundle that the platform team asks for in tickets.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p diag
out="diag/support-bundle.txt"
python3 -m tools.diag --out "$out"
echo "bundle: $out ($(wc -l < "$out") lines) -- attach it to the ticket"
