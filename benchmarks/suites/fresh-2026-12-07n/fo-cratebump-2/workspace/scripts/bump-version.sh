#!/usr/bin/env bash
# bump-version.sh NEW_VERSION
# Updates Cargo.toml, Cargo.lock, the user agent string and rolls CHANGELOG.md.
set -euo pipefail
cd "$(dirname "$0")/.."

new=$1
[[ $new =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "not a semver: $new" >&2; exit 2; }
name=$(sed -n 's/^name = "\(.*\)"/\1/p' Cargo.toml | head -1)
old=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
[[ $old != "$new" ]] || { echo "already at $new"; exit 0; }
echo "bumping $name $old -> $new"

# Cargo.toml: the [package] version only (first match)
sed -i "0,/^version = \"$old\"/s//version = \"$new\"/" Cargo.toml

# Cargo.lock: the version line right after our own package name
sed -i "/^name = \"$name\"$/{n;s/^version = \"$old\"/version = \"$new\"/}" Cargo.lock

# user agent constants in the sources
grep -rl "\"$name/$old\"" src | while read -r f; do
    sed -i "s#\"$name/$old\"#\"$name/$new\"#g" "$f"
    echo "  updated $f"
done

# CHANGELOG: turn [Unreleased] into the new version and open a fresh section
today=$(date +%Y-%m-%d)
sed -i "s/^## \[Unreleased\]$/## [Unreleased]\n\n## [$new] - $today/" CHANGELOG.md

git diff --stat
