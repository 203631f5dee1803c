# helpers for scripts/prune_branches.sh
candidate_branches() {
  git for-each-ref --format='%(refname:short) %(committerdate:unix)' refs/heads \
    | python3 "$(dirname "${BASH_SOURCE[0]}")/select_branches.py" "$1"
}
delete_branch() {
  git branch -d "$1"
}
