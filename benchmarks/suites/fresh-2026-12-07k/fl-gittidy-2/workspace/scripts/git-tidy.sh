#!/usr/bin/env bash
# git-tidy.sh BASE -- delete local branches already merged into BASE
set -euo pipefail
base=${1:-main}
git rev-parse --verify -q "$base" >/dev/null || { echo "no branch $base" >&2; exit 1; }
for b in $(git for-each-ref --format='%(refname:short)' --merged "$base" refs/heads/); do
  [ "$b" = "$base" ] && continue
  git branch -d "$b"
done
git worktree prune
git status --short | sed 's/^/  /'
echo "remaining branches:"; git branch --format='  %(refname:short)'
