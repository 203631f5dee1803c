#!/bin/sh
# install-hooks.sh - install the repo's git hooks into .git/hooks
set -e
top=$(git rev-parse --show-toplevel)
hooks_dir=$(git rev-parse --git-path hooks)
mkdir -p "$hooks_dir"
for h in "$top"/hooks/*; do
  name=$(basename "$h")
  if [ -e "$hooks_dir/$name" ] && ! cmp -s "$h" "$hooks_dir/$name"; then
    mv "$hooks_dir/$name" "$hooks_dir/$name.local"
    echo "kept existing $name as $name.local"
  fi
  cp "$h" "$hooks_dir/$name"
  chmod +x "$hooks_dir/$name"
  echo "installed $name -> $hooks_dir/$name"
done
