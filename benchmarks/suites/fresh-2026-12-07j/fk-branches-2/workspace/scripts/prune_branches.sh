#!/usr/bin/env bash
# Delete local branches we are done with.
#   BASE        branch everything is merged into (default: main)
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
base=${BASE:-main}
current=$(git branch --show-current)
git for-each-ref --format='%(refname:short) %(committerdate:unix)' refs/heads/ |
while read -r br ts; do
  [ "$br" = "$base" ] && continue
  [ "$br" = "$current" ] && continue
  if git merge-base --is-ancestor "$br" "$base"; then
    echo "pruning $br (merged into $base)"
    git branch -d "$br" >/dev/null
  fi
done
echo "remaining branches:"
git branch --format='  %(refname:short)'
