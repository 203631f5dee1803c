#!/bin/sh
# install.sh - install the team vim settings into $HOME
set -e
src=$(cd "$(dirname "$0")" && pwd)

if [ -f "$HOME/.vimrc" ] && ! grep -q 'pixelforge team vim settings' "$HOME/.vimrc"; then
    cp "$HOME/.vimrc" "$HOME/.vimrc.before-pixelforge"
    echo "backed up ~/.vimrc to ~/.vimrc.before-pixelforge"
fi
mkdir -p "$HOME/.vim/ftplugin"
cp "$src/vimrc" "$HOME/.vimrc"
cp "$src"/ftplugin/*.vim "$HOME/.vim/ftplugin/"

echo "installed ~/.vimrc and $(ls "$src"/ftplugin | wc -l) ftplugin file(s)"
