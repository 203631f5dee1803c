# shellcheck shell=bash
require_semver() {
  [[ $1 =~ ^[0-9]+\.[0-9]+\.[0-9]+(rc[0-9]+)?$ ]] || { echo "not a version: $1" >&2; exit 2; }
}

require_clean_tree() {
  git diff --quiet && git diff --cached --quiet || { echo "working tree not clean" >&2; exit 1; }
}

require_branch() {
  local cur
  cur=$(git symbolic-ref --short HEAD)
  [[ $cur == "$1" ]] || { echo "on $cur, releases are cut from $1" >&2; exit 1; }
}
