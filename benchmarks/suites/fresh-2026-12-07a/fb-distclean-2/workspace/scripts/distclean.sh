#!/bin/sh
# distclean: remove everything `./configure` and `make` generate, so the next
# `make` starts from a pristine tree (new compiler, new flags).
set -eu
cd "$(dirname "$0")/.."

rm -rf build
rm -f config.mk config.h config.log
find src -type f \( -name '*.o' -o -name '*.gcda' -o -name '*.gcno' \) -exec rm -f {} +

echo "distclean: removed build/, config.mk, config.h"
