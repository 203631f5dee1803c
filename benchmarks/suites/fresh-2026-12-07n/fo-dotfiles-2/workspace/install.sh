#!/usr/bin/env bash
# Install the files listed in MANIFEST into $HOME.
# Existing files are moved to ~/.dotfiles-backup/<timestamp>/ first.
set -euo pipefail
cd "$(dirname "$0")"

stamp=$(date +%Y%m%d-%H%M%S)
backup="$HOME/.dotfiles-backup/$stamp"

install_one() {
    local src=$1 dst="$HOME/$2"
    mkdir -p "$(dirname "$dst")"
    if [[ -e $dst || -L $dst ]]; then
        if cmp -s "$src" "$dst"; then
            echo "  = $2 (unchanged)"
            return
        fi
        mkdir -p "$backup/$(dirname "$2")"
        mv "$dst" "$backup/$2"
        echo "  ~ $2 (old copy in ${backup/#$HOME/\~})"
    else
        echo "  + $2"
    fi
    cp "$src" "$dst"
}

echo "installing dotfiles into $HOME"
grep -v '^#' MANIFEST | while read -r src dst; do
    [[ -n $src ]] && install_one "$src" "$dst"
done

# ~/.vim/undo is referenced by vimrc
mkdir -p "$HOME/.vim/undo"
echo "done. open a new shell to pick up the changes."
