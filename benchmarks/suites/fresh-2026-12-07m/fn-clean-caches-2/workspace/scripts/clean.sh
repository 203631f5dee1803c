#!/usr/bin/env bash
# Remove build outputs and the project's local caches.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/paths.sh

for d in $BUILD_DIRS; do
  scripts/lib/purge.sh "$d"
done
scripts/lib/purge.sh --cache
scripts/lib/purge.sh "$GRADLE_BUILD_CACHE"
echo "distclean done"
