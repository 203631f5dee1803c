#!/usr/bin/env bash
# Upload the update feed (latest.yml + blockmap) for CHANNEL to the feed targets.
set -euo pipefail
cd "$(dirname "$0")/.."
CHANNEL=${1:?usage: publish-feed.sh CHANNEL}
CONF=scripts/feeds.conf
VERSION=$(node -p 'require("./package.json").version')

upload() {
  local url=$1 f code
  for f in dist/latest.yml "dist/Notewell-Setup-${VERSION}.exe.blockmap"; do
    code=$(curl -sS -o /dev/null -w '%{http_code}' --max-time 20 -T "$f" \
      -H "Authorization: Bearer ${FEED_TOKEN:-dev}" "$url/$(basename "$f")" || echo "000")
    echo "  PUT $url/$(basename "$f") -> $code"
  done
}

echo "publishing Notewell $VERSION feed ($CHANNEL)"
# electron-updater resolves the channel file relative to the publish url, so every
# target gets the feed; the app's channel setting decides what it actually reads
while read -r name url channels; do
  [[ -z "$name" || "$name" == \#* ]] && continue
  echo "-> $name"
  upload "$url"
done < "$CONF"
