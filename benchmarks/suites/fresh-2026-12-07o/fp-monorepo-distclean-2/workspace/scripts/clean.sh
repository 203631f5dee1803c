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

echo "distclean done"
