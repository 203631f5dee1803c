#!/bin/sh
set -e
for p in git curl jq; do
  dpkg -s "$p" >/dev/null 2>&1 || echo "missing $p"
done
