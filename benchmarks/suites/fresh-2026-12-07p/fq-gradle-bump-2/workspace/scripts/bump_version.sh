#!/bin/sh
# usage: scripts/bump_version.sh major|minor|patch
set -e
cd "$(dirname "$0")/.."
exec python3 -m tools.versioning "${1:-patch}" app/build.gradle
