#!/usr/bin/env bash
# Delete local branches whose work is already in main.
# Handles both regular merges and squash merges (GitHub "Squash and merge"
# leaves the branch tip out of main's history, so `--merged` alone misses them).
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"

base="${1:-main}"
protected='^(main|master|develop|release/.*)$'
current="$(git symbolic-ref --short HEAD)"
[ "$current" = "$base" ] || git checkout -q "$base"

merged="$(git branch --merged "$base" --format='%(refname:short)')"

deleted=0
for b in $(git for-each-ref --format='%(refname:short)' refs/heads/); do
    [[ "$b" =~ $protected ]] && continue
    if grep -qx "$b" <<<"$merged"; then
        git branch -d "$b" >/dev/null && echo "deleted $b (merged)" && deleted=$((deleted+1))
        continue
    fi
    # squash-merged: base already contains the branch's whole diff, so merging
    # it would change nothing (the tree of the merge equals base's tree)
    fork="$(git merge-base "$base" "$b")"
    if [ "$(git merge-tree --write-tree "$base" "$b" 2>/dev/null | head -1)" = "$(git rev-parse "$base^{tree}")" ] \
       && [ -n "$(git diff --name-only "$fork" "$b")" ]; then
        git branch -D "$b" >/dev/null && echo "deleted $b (squash-merged)" && deleted=$((deleted+1))
    fi
done
echo "$deleted branch(es) deleted; remaining:"
git branch --format='  %(refname:short)'
