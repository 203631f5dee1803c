#!/usr/bin/env bash
# distclean: remove every build output in the monorepo and the monobuild tool cache.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

echo "removing build outputs"
rm -rf build libs/*/build packages/*/dist

cache="${MONOBUILD_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/monobuild}"
echo "removing tool cache $cache"
rm -rf "$cache"

# monobuild < 2.0 kept its cache at a $HOME-relative path set in .monobuildrc;
# clear that one too so upgraded checkouts don't keep stale objects around.
legacy_cache() { sed -n 's/^cache_dir *= *//p' "$root/.monobuildrc" 2>/dev/null || true; }
legacy="$HOME/$(legacy_cache)"
if [ -d "$legacy" ]; then
  echo "removing legacy cache $legacy"
  find "$legacy" -mindepth 1 -maxdepth 1 -exec rm -rf {} +
fi

echo "distclean done"
