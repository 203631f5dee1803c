#!/usr/bin/env bash
# Publish upstream's main branch to the read-only mirror.
# The mirror must be byte-identical to upstream, so we publish from a checkout
# of upstream/main rather than from refs.
set -euo pipefail

upstream=${1:-upstream}
mirror=${2:-mirror}

echo "fetching $upstream ..."
git fetch --quiet --prune "$upstream"
git fetch --quiet --tags "$upstream"

git checkout --quiet -B main "refs/remotes/$upstream/main"
git reset --quiet --hard "refs/remotes/$upstream/main"
git clean -qfdx

src=$(git rev-parse HEAD)
git push --quiet --force "$mirror" "main:refs/heads/main"
echo "$mirror/main -> $(git rev-parse --short "$src") ($(git log -1 --format=%s "$src"))"
