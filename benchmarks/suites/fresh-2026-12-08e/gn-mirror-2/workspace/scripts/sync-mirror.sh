#!/usr/bin/env bash
# Publish upstream's main branch to the read-only mirror.
# Works purely on refs: the working tree and local branches are not touched.
set -euo pipefail

upstream=${1:-upstream}
mirror=${2:-mirror}

echo "fetching $upstream ..."
git fetch --quiet --prune "$upstream"
git fetch --quiet --tags "$upstream"

src=$(git rev-parse "refs/remotes/$upstream/main")
git push --quiet "$mirror" "$src:refs/heads/main"
echo "$mirror/main -> $(git rev-parse --short "$src") ($(git log -1 --format=%s "$src"))"
