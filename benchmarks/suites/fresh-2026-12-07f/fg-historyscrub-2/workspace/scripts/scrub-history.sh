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

# rewrite every branch and tag (--all); tags are re-pointed at the rewritten commits
git filter-branch --force \
  --index-filter "git rm -q --cached --ignore-unmatch -- '$path'" \
  --tag-name-filter cat \
  -- --all

git for-each-ref --format='%(refname)' refs/original/ | xargs -r -n1 git update-ref -d
git reflog expire --expire=now --all
git gc --quiet --prune=now
echo "scrubbed $path from all branches and tags of $repo"
