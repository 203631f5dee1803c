# shellcheck shell=bash
pages_checkout() {
  local dir=$1
  if [ ! -d "$dir/.git" ]; then
    mkdir -p "$dir"
    git -C "$dir" init -q -b "$PAGES_BRANCH"
  fi
}

# Remove the previous build, keep the checkout's .git.
pages_clean() {
  local dir=$PAGES_DIR
  [ -d "$dir/.git" ] || { echo "refusing to clean $dir: not a checkout" >&2; return 1; }
  find "$dir" -mindepth 1 -maxdepth 1 ! -name .git -exec rm -rf {} +
}

pages_commit() {
  local dir=$1 msg=$2
  git -C "$dir" add -A
  git -C "$dir" commit -q -m "$msg" || echo "gh-pages: nothing to commit"
}
