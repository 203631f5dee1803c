#!/bin/sh
# Install the repository's git hooks into .git/hooks
set -eu
cd "$(dirname "$0")/.."
hookdir=$(git rev-parse --git-path hooks)
mkdir -p "$hookdir"
for h in hooks/*; do
  install -m 0755 "$h" "$hookdir/$(basename "$h")"
  echo "installed $(basename "$h")"
done
