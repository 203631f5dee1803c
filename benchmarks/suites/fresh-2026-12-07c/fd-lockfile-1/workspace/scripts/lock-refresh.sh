#!/bin/sh
# Regenerate package-lock.json without network access, from the tarballs that
# CI mirrors into vendor/npm (see docs/offline-installs.md).
set -eu
cd "$(dirname "$0")/.."
node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" -lt 18 ]; then
  echo "lock-refresh: node >= 18 required (found $node_major)" >&2
  exit 1
fi
node tools/lockgen/cli.js --cache vendor/npm --out package-lock.json "$@"
