#!/usr/bin/env bash
# rmbuild.sh MODULE: delete MODULE's build output folder.
set -eu
module=$1
out=$(sed -n 's/^buildDirName=//p' gradle.properties 2>/dev/null | tail -n 1)
target="$module/$out"
if [ -d "$target" ]; then
  size=$(du -sh "$target" | cut -f 1)
  rm -rf "$target"
  echo "removed $target ($size)"
else
  echo "nothing to clean in $module"
fi
