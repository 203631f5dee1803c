#!/usr/bin/env bash
# Cut a release locally: bump versions, roll the changelog, commit, tag.
# Pushing is deliberately left to a human: `git push --follow-tags`.
set -euo pipefail

version="$1"
if ! [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
  echo "release: '$version' is not x.y.z" >&2
  exit 2
fi

cd "$(git rev-parse --show-toplevel)"

if [[ -n "$(git status --porcelain)" ]]; then
  echo "release: working tree is not clean" >&2
  exit 1
fi
if git rev-parse -q --verify "refs/tags/v$version" >/dev/null; then
  echo "release: tag v$version already exists" >&2
  exit 1
fi

python3 scripts/lib/bump.py "$version"

node --test test/ >/dev/null

git add -A
git commit -q -m "release: v$version"
git tag -a "v$version" -m "v$version"
echo "release: tagged v$version (not pushed)"
