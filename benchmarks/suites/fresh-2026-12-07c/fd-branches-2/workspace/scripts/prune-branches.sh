#!/usr/bin/env bash
# Delete local branches that are fully merged into BASE (default: main).
# Uses `git branch -d`, which refuses to drop anything that is not merged.
set -euo pipefail

base="${1:-main}"
current="$(git symbolic-ref --quiet --short HEAD || true)"

git rev-parse --verify --quiet "refs/heads/$base" >/dev/null || {
  echo "prune-branches: no local branch '$base'" >&2
  exit 1
}

deleted=0
while read -r branch; do
  [[ -z "$branch" || "$branch" == "$base" || "$branch" == "$current" ]] && continue
  git branch -d "$branch"
  deleted=$((deleted + 1))
done < <(git for-each-ref --merged="$base" --format='%(refname:short)' refs/heads/)

echo "prune-branches: deleted $deleted merged branch(es)"
