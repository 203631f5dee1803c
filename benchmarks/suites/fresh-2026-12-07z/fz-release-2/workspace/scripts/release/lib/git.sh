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
  git --no-pager log --oneline -1 --decorate
}
