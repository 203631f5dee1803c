#!/usr/bin/env bash
# Build the Chrome Web Store upload for tabtamer.
#   dist/unpacked/               load it in chrome://extensions for a last smoke test
#   dist/tabtamer-<version>.zip  upload this in the developer dashboard
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=$(node -p 'require("./manifest.json").version')
OUT=dist/unpacked
ZIP=dist/tabtamer-${VERSION}.zip

rm -rf "$OUT" "$ZIP"
mkdir -p "$OUT"

# copy the tree minus dev-only stuff
EXCLUDE=" .git .github node_modules dist scripts test README.md package.json package-lock.json .gitignore .eslintrc.json "
for p in $(ls -A); do
  case "$EXCLUDE" in *" $p "*) continue ;; esac
  cp -R "$p" "$OUT/"
done

find "$OUT" -name '*.map' -delete
find "$OUT" -name '.DS_Store' -delete

(cd "$OUT" && zip -qr -X "../$(basename "$ZIP")" .)
echo "packed $ZIP ($(du -h "$ZIP" | cut -f1)), $(find "$OUT" -type f | wc -l) files"
