# shellcheck shell=bash
# Helpers to install git hooks into the current checkout.

hooks_dir() {
  git rev-parse --git-path hooks
}

install_hook() {
  local src="$1" name dest
  name="$(basename "$src")"
  dest="$(hooks_dir)/$name"
  mkdir -p "$(dirname "$dest")"
  if [ -e "$dest" ] && ! cmp -s "$src" "$dest"; then
    mv "$dest" "$dest.local"
    info "kept your existing $name hook as $name.local"
  fi
  install -m 0755 "$src" "$dest"
  info "installed $name hook"
}
