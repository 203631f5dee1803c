#!/bin/sh
# Remove everything the build and ./configure produce, so the tree is back to
# the state of a fresh clone.  Untracked sources and personal files stay.
set -eu
cd "$(dirname "$0")/.."

rm -rf build
rm -f config.h config.mk
find . -path ./.git -prune -o \( -name '*.o' -o -name '*.gcda' -o -name '*.gcno' \) -type f -print | xargs -r rm -f
echo "distclean: removed build/, config.h, config.mk and object files"
