#!/bin/sh
# usage: scripts/bump-version.sh X.Y.Z   -- set the release version everywhere it appears
set -eu
new="${1:?usage: bump-version.sh X.Y.Z}"
cd "$(dirname "$0")/.."
old=$(cat VERSION)
echo "$new" > VERSION
sed -i "s/TINYHTTPD_VERSION \"$old\"/TINYHTTPD_VERSION \"$new\"/" include/version.h
sed -i "s/^## Unreleased/## $new/" CHANGELOG.md
grep -rn "$old" --include='*.h' --include='*.c' . && echo "warning: old version still mentioned above" || true
echo "version $old -> $new"
