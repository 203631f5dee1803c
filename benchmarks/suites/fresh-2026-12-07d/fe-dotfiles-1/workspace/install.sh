#!/usr/bin/env bash
# install.sh [--unlink] — link the dotfiles in this repo into $HOME.
# Whatever a link replaces is moved to ~/.dotfiles-backup/ first.
set -euo pipefail
repo=$(cd "$(dirname "$0")" && pwd)
backup="$HOME/.dotfiles-backup"
links=(
  "bash/bashrc:.bashrc"
  "git/gitconfig:.gitconfig"
  "vim/vimrc:.vimrc"
)

if [ "${1:-}" = "--unlink" ]; then
  for pair in "${links[@]}"; do
    dst="$HOME/${pair#*:}"
    if [ -L "$dst" ] && [ "$(readlink "$dst")" = "$repo/${pair%%:*}" ]; then
      rm "$dst"
      [ -e "$backup/${pair#*:}" ] && mv "$backup/${pair#*:}" "$dst"
      echo "unlinked ~/${pair#*:}"
    fi
  done
  exit 0
fi

mkdir -p "$backup"
for pair in "${links[@]}"; do
  src="$repo/${pair%%:*}"
  name=${pair#*:}
  dst="$HOME/$name"
  if [ -L "$dst" ] && [ "$(readlink "$dst")" = "$src" ]; then
    echo "ok      ~/$name"
    continue
  fi
  if [ -e "$dst" ] || [ -L "$dst" ]; then
    b="$backup/$name"
    [ -e "$b" ] && b="$b.$(date +%Y%m%d%H%M%S)"
    mv "$dst" "$b"
    echo "backup  ~/$name -> ${b/#$HOME/\~}"
  fi
  ln -s "$src" "$dst"
  echo "link    ~/$name -> $src"
done

# keep machines in sync: login shells fast-forward this repo in the background
# (bin/dotfiles-update is a no-op when there is nothing new)
hook="[ -x \"$repo/bin/dotfiles-update\" ] && (\"$repo/bin/dotfiles-update\" --quiet >/dev/null 2>&1 &)"
if ! grep -qsF "bin/dotfiles-update" "$HOME/.profile"; then
  printf '\n# dotfiles\n%s\n' "$hook" >> "$HOME/.profile"
fi
echo "done"
