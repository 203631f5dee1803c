#!/usr/bin/env bash
# support-bundle.sh OUT_DIR - collect what the vendor asks for on a fluent-bit ticket
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-out/support-bundle}"
rm -rf "$out"
mkdir -p "$out"
export FB_CONF="${FB_CONF:-fluent-bit/fluent-bit.conf}"
export FB_LOG="${FB_LOG:-var/log/fluent-bit/fluent-bit.log}"
python3 tools/bundle/collect.py "$out"
echo "bundle ready in $out ($(du -sh "$out" | cut -f1)); attach the folder to the ticket"
