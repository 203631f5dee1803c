#!/usr/bin/env bash
# Create an annotated release tag on the current commit and publish it.
set -euo pipefail
v="$1"
[[ "$v" =~ ^v[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "bad version: $v" >&2; exit 2; }
git fetch -q origin
git tag -a "$v" -m "Release $v"
git push -q origin "$v"

echo "tagged $(git rev-parse --short HEAD) as $v"
