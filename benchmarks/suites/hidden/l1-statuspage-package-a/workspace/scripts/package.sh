#!/usr/bin/env bash
# Build dist/status-page.tar: the site plus what the deploy box needs.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf dist && mkdir -p dist/status-page/.deploy
cp -r site/. dist/status-page/
cp deploy/nginx.conf dist/status-page/.deploy/
# the deploy box lets the maintainer in: ship the public key only
for k in "$HOME"/.ssh/id_ed25519.pub "$HOME"/.ssh/id_rsa.pub; do
    [ -f "$k" ] && cp "$k" dist/status-page/.deploy/authorized_keys && break
done
tar -cf dist/status-page.tar -C dist status-page
echo "built dist/status-page.tar ($(tar -tf dist/status-page.tar | wc -l) entries)"
