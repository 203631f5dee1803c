#!/usr/bin/env bash
# prune-merged.sh [BASE]  -  delete local branches already merged into BASE (default: main).
# Never touches BASE, the checked-out branch, or release/* branches.
set -euo pipefail

base=${1:-main}
current=$(git symbolic-ref --short HEAD)

keep() {
  case $1 in
    "$base" | "$current" | release/*) return 0 ;;
  esac
  return 1
}

echo "branches merged into $base:"
git for-each-ref --format='%(refname:short)' --merged "$base" refs/heads/ | while read -r b; do
  keep "$b" && continue
  git branch -d "$b"
done

echo
echo "remaining branches:"
git branch -vv --no-color
