#!/usr/bin/env bash
# Regenerate deploy/nginx/site.conf from deploy/nginx/site.json and show what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m tools.nginxgen deploy/nginx/site.json -o deploy/nginx/site.conf
git --no-pager diff --stat -- deploy/nginx/site.conf || true
