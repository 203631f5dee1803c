#!/usr/bin/env bash
# bump the version everywhere it is pinned
set -euo pipefail
new="$1"
old="$(cat VERSION)"
echo "$new" > VERSION
sed -i "s/\"version\": \"$old\"/\"version\": \"$new\"/" package.json
sed -i "s/^appVersion: .*/appVersion: \"$new\"/" deploy/chart/Chart.yaml

echo "bumped $old -> $new"
