#!/usr/bin/env bash
# git tidy "message"
#   Squash every commit of the current branch since it left main into a single
#   commit, then delete local branches that are already merged into main.
set -euo pipefail

msg="${1:?usage: git tidy \"commit message\"}"
base_branch="${TIDY_BASE:-main}"
current="$(git symbolic-ref --short HEAD)"

[ "$current" != "$base_branch" ] || { echo "tidy: you are on $base_branch, nothing to squash" >&2; exit 1; }
git diff --quiet && git diff --cached --quiet || { echo "tidy: commit or stash your changes first" >&2; exit 1; }

base="$(git merge-base "$base_branch" HEAD)"
n="$(git rev-list --count "$base"..HEAD)"
git reset --soft "$base"
git commit -q -m "$msg"
echo "tidy: squashed $n commit(s) on $current into $(git rev-parse --short HEAD)"

# housekeeping: local branches already merged into main are just noise
git for-each-ref --format='%(refname:short)' --merged "$base_branch" refs/heads/ \
  | grep -vx -e "$base_branch" -e "$current" \
  | xargs -r git branch -d
