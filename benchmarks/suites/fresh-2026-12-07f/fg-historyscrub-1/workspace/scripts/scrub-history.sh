#!/usr/bin/env bash
# scrub-history.sh REPO PATH
# Remove PATH from every commit of REPO so the secret it held is no longer in the
# history, then drop the backup refs and reflogs and prune, so the old objects are
# really gone.  The caller rotates the credential and force-pushes afterwards.
set -euo pipefail
repo=${1:?usage: scrub-history.sh REPO PATH}
path=${2:?usage: scrub-history.sh REPO PATH}
cd "$repo"

if ! git diff --quiet || ! git diff --cached --quiet; then
  echo "scrub-history: $repo has uncommitted changes, aborting" >&2
  exit 1
fi
export FILTER_BRANCH_SQUELCH_WARNING=1

current=$(git symbolic-ref --short HEAD)

# rewrite the current line of history
git filter-branch --force \
  --index-filter "git rm -q --cached --ignore-unmatch -- '$path'" \
  -- "$current"

# Anything else that still reaches a commit containing the file would keep the
# secret alive after gc, so retire those refs.
for ref in $(git for-each-ref --format='%(refname)' refs/heads refs/tags); do
  [ "$ref" = "refs/heads/$current" ] && continue
  if git rev-list "$ref" -- "$path" | grep -q .; then
    git update-ref -d "$ref"
  fi
done

git for-each-ref --format='%(refname)' refs/original/ | xargs -r -n1 git update-ref -d
git reflog expire --expire=now --all
git gc --quiet --prune=now
echo "scrubbed $path from the history of $repo"
