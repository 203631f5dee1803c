#!/usr/bin/env bash
# Bump the project version in every place that records it.
set -euo pipefail
new="${1:?usage: bump_version.sh NEW_VERSION}"
old=$(sed -n 's/^version = "\(.*\)"$/\1/p' pyproject.toml)
[ -n "$old" ] || { echo "cannot find current version" >&2; exit 1; }
echo "bumping $old -> $new"
sed -i "s/^version = \"$old\"$/version = \"$new\"/" pyproject.toml
sed -i "s/^__version__ = \"$old\"$/__version__ = \"$new\"/" src/relkit/__init__.py
grep -Hn "$new" pyproject.toml src/relkit/__init__.py
