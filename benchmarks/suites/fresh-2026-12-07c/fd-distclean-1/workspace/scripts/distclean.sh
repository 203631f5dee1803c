#!/bin/sh
# Remove everything the build and ./configure produce, so the tree is back to
# the state of a fresh clone.
set -eu
cd "$(dirname "$0")/.."

# Anything git does not track is, by definition, not part of a fresh clone.
git clean -ffdxq -e .vscode/ -e .idea/
echo "distclean: removed build/, config.h, config.mk and object files"
