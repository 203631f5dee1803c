#!/usr/bin/env bash
# Gather diagnostics for tickets to the platform team.
set -euo pipefail
out="${1:-bugreport.txt}"
cd "$(dirname "$0")/.."
python3 -m tools.diag > "$out"
echo "wrote $out ($(wc -l < "$out") lines) - please attach it to the ticket"
