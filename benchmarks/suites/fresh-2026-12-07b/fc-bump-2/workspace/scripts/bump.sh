#!/usr/bin/env bash
# Bump one dependency in package.json + package-lock.json without network access,
# using the registry metadata mirrored into .npm-offline/<name>/<version>.json.
set -euo pipefail
pkg=$1 version=$2
cd "$(dirname "$0")/.."
if ! git diff --quiet -- package.json package-lock.json; then
  echo "package.json / package-lock.json have uncommitted changes; commit or stash them first" >&2
  exit 1
fi
node scripts/lock/bump.js "$pkg" "$version"
git --no-pager diff --stat
