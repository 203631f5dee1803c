#!/usr/bin/env bash
# Tag a release: scripts/release.sh 1.4.0
set -euo pipefail
version="${1:?usage: release.sh VERSION}"
cd "$(dirname "$0")/.."
git diff --quiet || { echo "release: working tree is dirty" >&2; exit 1; }
sed -i "s/^version = .*/version = \"$version\"/" conf/VERSION.toml
git commit -qam "release $version"
git tag -a "v$version" -m "edge-proxy $version"
echo "tagged v$version (push with: git push --follow-tags)"
