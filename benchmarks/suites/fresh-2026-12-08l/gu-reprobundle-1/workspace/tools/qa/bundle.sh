#!/usr/bin/env bash
# tools/qa/bundle.sh CRASH_ID OUTDIR - collect everything QA needs to reproduce a crash
set -euo pipefail
cd "$(dirname "$0")/../.."
crash=$1 out=$2
rm -rf "$out"
mkdir -p "$out"
python3 tools/qa/collect.py --crash "$crash" --out "$out"
tar -cf "$out.tar" -C "$(dirname "$out")" "$(basename "$out")"
echo "bundle: $out.tar ($(du -h "$out.tar" | cut -f1))"
