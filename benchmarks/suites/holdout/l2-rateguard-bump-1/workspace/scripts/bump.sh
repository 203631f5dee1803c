#!/usr/bin/env bash
# bump.sh NEW_VERSION - bump rateguard's version wherever it is recorded.
set -euo pipefail
cd "$(dirname "$0")/.."
new=${1:?usage: bump.sh NEW_VERSION}
old=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n1)
[[ -n $old ]] || { echo "cannot find the current version in Cargo.toml" >&2; exit 1; }
[[ $old != "$new" ]] || { echo "already at $new"; exit 0; }
echo "bumping $old -> $new"

# Cargo.toml: the package version (first match only, not dependency versions)
sed -i "0,/^version = \"$old\"$/s//version = \"$new\"/" Cargo.toml

# Cargo.lock: our own package entry
python3 - "$old" "$new" <<'PY'
import sys
old, new = sys.argv[1:]
p = "Cargo.lock"
s = open(p).read()
s = s.replace(f'name = "rateguard"\nversion = "{old}"', f'name = "rateguard"\nversion = "{new}"')
open(p, "w").write(s)
PY

# the version compiled into the crate
sed -i "s/^pub const VERSION: &str = \"$old\";/pub const VERSION: \&str = \"$new\";/" src/version.rs

# README badge and install snippet
sed -i "s/version-$old-/version-$new-/; s/rateguard = \"$old\"/rateguard = \"$new\"/" README.md

# CHANGELOG: open a section for the new version under [Unreleased]
today=$(date +%Y-%m-%d)
sed -i "0,/^## \[Unreleased\]$/s//## [Unreleased]\n\n## [$new] - $today/" CHANGELOG.md

echo "done; review with: git diff"
