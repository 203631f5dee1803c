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
found=0
while read -r name url channels; do
  [[ -z "$name" || "$name" == \#* ]] && continue
  [[ ",$channels," == *",$CHANNEL,"* ]] || continue
  echo "-> $name"
  upload "$url"
  found=1
done < "$CONF"
[ "$found" = 1 ] || { echo "no feed target serves channel $CHANNEL" >&2; exit 1; }
