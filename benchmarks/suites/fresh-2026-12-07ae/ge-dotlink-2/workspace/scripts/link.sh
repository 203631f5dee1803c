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
