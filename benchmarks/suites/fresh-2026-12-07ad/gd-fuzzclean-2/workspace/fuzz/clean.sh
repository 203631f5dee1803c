#!/usr/bin/env bash
# Reset fuzz build state after a toolchain bump.
# Objects and .profraw files from an older clang make the libFuzzer link fail
# with "undefined reference to __sancov_gen_" or stale coverage counters.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "==> removing untracked build output"
git clean -fdqX -- build-fuzz
find . -name '*.profraw' -delete
echo "==> done, rebuild with: make -C fuzz"
