#!/usr/bin/env bash
# Prepend a CHANGELOG.md section for the given version, built from the
# conventional-commit subjects since the previous tag. Does not commit or tag.
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"

version=${1:?usage: changelog.sh vX.Y.Z}
[[ $version =~ ^v[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.]+)?$ ]] || { echo "bad version: $version" >&2; exit 2; }

prev=$(git describe --tags --abbrev=0 2>/dev/null || true)
range=${prev:+$prev..}HEAD
echo "changelog: $version from ${prev:-<root>} ($range)"

exec python3 -m tools.relnotes --range "$range" --version "$version" --changelog CHANGELOG.md
