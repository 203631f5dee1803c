#!/usr/bin/env bash
# 50-session.sh -- report what the session will pick up
set -eu
dir=${DOTFILES_DIR:?}
n=$(ls "$dir/dotfiles" | wc -l | tr -d ' ')
echo "session: $n dotfiles linked from $dir (open a new shell to use them)"
