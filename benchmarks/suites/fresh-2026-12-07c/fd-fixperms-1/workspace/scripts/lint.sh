#!/usr/bin/env bash
# Lint shell scripts and the proxy config.
set -euo pipefail
cd "$(dirname "$0")/.."
for f in scripts/*.sh deploy/hooks/*.sh; do
  bash -n "$f"
done
grep -q '^listen ' conf/edge-proxy.conf
echo "lint ok"
