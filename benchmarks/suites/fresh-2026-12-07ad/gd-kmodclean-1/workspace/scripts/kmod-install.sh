#!/usr/bin/env bash
set -euo pipefail
TOP="$(cd "$(dirname "$0")/.." && pwd)"
. "$TOP/scripts/lib/kenv.sh"
mod="${1:?module dir}"
make -C "$KDIR" M="$mod" INSTALL_MOD_PATH="$STAGING" modules_install
