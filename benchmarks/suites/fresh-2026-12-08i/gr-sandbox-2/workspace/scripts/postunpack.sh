#!/usr/bin/env bash
# Post-unpack fixups for the linux `dir` target.
set -euo pipefail
DIR=${1:-dist/linux-unpacked}
[ -d "$DIR" ] || { echo "no $DIR - run make dist-linux first" >&2; exit 1; }
node "$(dirname "$0")/lib/linux-perms.js" "$DIR"
