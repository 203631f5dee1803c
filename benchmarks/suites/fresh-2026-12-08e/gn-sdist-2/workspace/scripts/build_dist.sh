#!/usr/bin/env bash
# Build a reproducible sdist into dist/ (staging tree kept in build/ for inspection).
set -euo pipefail
cd "$(dirname "$0")/.."

name=$(python3 -c 'import tomllib;print(tomllib.load(open("pyproject.toml","rb"))["project"]["name"])')
version=$(python3 -c 'import tomllib;print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])')
stage="build/staging/$name-$version"

rm -rf "$stage"
python3 -m tools.stage --dest "$stage"
mkdir -p dist
SOURCE_DATE_EPOCH=$(git log -1 --format=%ct)
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" \
    -czf "dist/$name-$version.tar.gz" -C build/staging "$name-$version"
echo "dist/$name-$version.tar.gz ($(find "$stage" -type f | wc -l) files)"
