#!/usr/bin/env bash
# Build editing proxies for every WAV in an ingest folder.
#   scripts/make_proxies.sh INGEST_DIR OUT_DIR
set -euo pipefail
in="${1:-ingest}"
out="${2:-proxies}"
mkdir -p "$out"

n=0
for f in "$in"/*.wav; do
    [ -e "$f" ] || continue
    base="$(basename "$f" .wav)"
    if [ "$out/$base.wav" -nt "$f" ]; then
        echo "skip $base (up to date)"
        continue
    fi
    python3 "$(dirname "$0")/wavproxy.py" "$f" "$out/$base.wav"
    n=$((n + 1))
done
echo "make_proxies: $n new proxies in $out/"
