#!/usr/bin/env bash
# kmod-clean.sh MODULE_DIR: remove kbuild output and the staged module tree.
set -euo pipefail
TOP="$(cd "$(dirname "$0")/.." && pwd)"
. "$TOP/scripts/lib/kenv.sh"
mod="${1:?module dir}"

cd "$mod"
rm -f -- *.o *.ko *.mod *.mod.c *.mod.o .*.cmd Module.symvers modules.order
rm -rf -- .tmp_versions
echo "  CLEAN   ${mod#$TOP/}"

# stale .ko files in staging get picked up by depmod on the next install
if [ -d "$STAGING" ]; then
    rm -rf -- "${STAGING:?}"/*
    echo "  CLEAN   staging ${STAGING}"
fi
