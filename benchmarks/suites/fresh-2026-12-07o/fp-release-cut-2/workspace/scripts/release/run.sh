#!/usr/bin/env bash
set -euo pipefail

version=${1:?usage: release.sh X.Y.Z}
[[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "not a semver: $version" >&2; exit 1; }

if [[ -n $(git status --porcelain --untracked-files=no) ]]; then
  echo "working tree is dirty; commit or stash first" >&2
  exit 1
fi
if git rev-parse -q --verify "refs/tags/v$version" >/dev/null; then
  echo "tag v$version already exists" >&2
  exit 1
fi

python3 scripts/release/bump.py "$version"

git add -u
git commit -q -m "Release $version"
git tag -a "v$version" -m "pgmirror $version"
echo "released v$version locally; push with: git push origin main v$version"
