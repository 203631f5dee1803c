#!/usr/bin/env bash
set -eu
mkdir -p "$HOME/.vim/undo"
echo "vim: undo dir ready"
