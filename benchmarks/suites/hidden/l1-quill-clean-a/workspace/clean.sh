#!/bin/sh
# Remove everything the build produces, in-tree, plus our object cache.
set -eu
cd "$(dirname "$0")"
rm -rf build dist
# the object cache is ours to drop; sibling projects in ~/projects are not
rm -rf "$HOME/.cache/quill/objs"
for d in "$HOME"/projects/quill*; do
    [ -e "$d" ] && echo "left alone: $d"
done
echo "clean"
