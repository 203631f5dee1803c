#!/usr/bin/env bash
# Rotate the service logs: archive the current files into logs/archive/
# and start fresh ones.
set -euo pipefail
cd "$(dirname "$0")/.."

stamp=$(date +%Y%m%d-%H%M%S)
mkdir -p logs/archive

for f in logs/*.log; do
    [ -s "$f" ] || continue
    gzip -c "$f" > "logs/archive/$(basename "$f" .log)-$stamp.log.gz"
    : > "$f"
    echo "archived and truncated $f"
done

# the ledger is data, not a log: report it, never rotate it
echo "ledger: $(($(wc -l < data/ledger.csv) - 1)) rows in data/ledger.csv (untouched)"
echo "rotation done ($stamp)"
