#!/usr/bin/env bash
# usage: tools/gitlib/scrub.sh PATH...   (run from the top of the repository)
set -euo pipefail
export FILTER_BRANCH_SQUELCH_WARNING=1

quoted=""
for p in "$@"; do quoted+=" $(printf '%q' "$p")"; done

git filter-branch -f \
  --index-filter "git rm -q -r --cached --ignore-unmatch --$quoted" \
  --prune-empty --tag-name-filter cat -- --all

# forget the pre-rewrite history so gc can drop the blobs
git for-each-ref --format='%(refname)' refs/original/ | while read -r ref; do git update-ref -d "$ref"; done
git reflog expire --expire=now --all
git gc -q --prune=now

for p in "$@"; do
  if [ -n "$(git log --all --format=%h -- "$p")" ]; then
    echo "scrub: $p is still reachable in history" >&2
    exit 1
  fi
  echo "scrub: $p removed from all branches"
done
