# publish_dir DIR BRANCH MESSAGE
# Commit the contents of DIR as the root of BRANCH without touching the
# working tree or the current index.
publish_dir() {
  local dir="$1" branch="$2" msg="$3" idx tree parent commit
  idx="$(mktemp -u "${TMPDIR:-/tmp}/ghp-index.XXXXXX")"
  ( cd "$dir" && touch .nojekyll && GIT_INDEX_FILE="$idx" git --git-dir="$(git rev-parse --absolute-git-dir)" --work-tree=. add -A . )
  tree="$(GIT_INDEX_FILE="$idx" git write-tree)"
  rm -f "$idx"
  parent="$(git rev-parse -q --verify "refs/heads/$branch" || true)"
  if [ -n "$parent" ] && [ "$(git rev-parse "$parent^{tree}")" = "$tree" ]; then
    log "$branch already up to date"
    return 0
  fi
  commit="$(printf '%s\n' "$msg" | git commit-tree "$tree" ${parent:+-p "$parent"})"
  git update-ref "refs/heads/$branch" "$commit"
  log "$branch -> $(git rev-parse --short "$commit") ($msg)"
}
