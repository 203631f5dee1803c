#!/usr/bin/env bash
# install.sh -- link the dotfiles in dotfiles/ into $HOME, then run post-install hooks
set -euo pipefail
cd "$(dirname "$0")"
. lib/link.sh
link_all dotfiles "$HOME"
for hook in hooks/post-install.d/*.sh; do
  [ -x "$hook" ] && DOTFILES_DIR="$PWD" "$hook"
done
echo "dotfiles installed"
