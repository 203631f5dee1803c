# lib/link.sh -- link helpers (sourced)
link_one() {  # link_one SRC DEST
  local src=$1 dest=$2
  if [ -e "$dest" ] && [ ! -L "$dest" ]; then
    mv "$dest" "$dest.bak"
    echo "backed up $dest -> $dest.bak"
  fi
  ln -sfn "$src" "$dest"
  echo "linked $dest"
}
link_all() {  # link_all DIR HOME
  local dir=$1 home=$2 f
  for f in "$dir"/*; do
    link_one "$PWD/$f" "$home/.$(basename "$f")"
  done
}
