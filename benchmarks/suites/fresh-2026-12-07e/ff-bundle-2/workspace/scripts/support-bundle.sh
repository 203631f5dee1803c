#!/usr/bin/env bash
# Collects what we need to debug a crash into support/bundle.txt
# (plain text, meant to be attached to the issue).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p support
node tools/bundle/collect.js --config tools/bundle/collectors.json --out support/bundle.txt
echo "support bundle written to support/bundle.txt"
