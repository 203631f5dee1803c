#!/usr/bin/env bash
# Local half of the hookd release: bump, commit, tag. Pushing is manual.
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=${1:?usage: release.sh X.Y.Z}
source scripts/lib/checks.sh
source scripts/lib/hooks.sh

require_semver "$VERSION"
require_clean_tree
require_branch main
ensure_release_hooks

sed -i "s/^version = \".*\"/version = \"$VERSION\"/" pyproject.toml
sed -i "s/^__version__ = .*/__version__ = \"$VERSION\"/" src/hookd/__init__.py
git commit -qam "release: $VERSION"
git tag -a "v$VERSION" -m "hookd $VERSION"

echo "tagged v$VERSION ($(git rev-parse --short HEAD))"
echo "next: git push origin main v$VERSION"
