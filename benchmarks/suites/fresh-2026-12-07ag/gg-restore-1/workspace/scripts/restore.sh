#!/usr/bin/env bash
# restore.sh DUMP.sql.gz [TARGET_DB] -- load a gzip'd sqlite dump into the local dev db
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/common.sh
source scripts/lib/restore_sqlite.sh

[ $# -ge 1 ] || die "usage: $0 DUMP.sql.gz [TARGET_DB]"
restore_sqlite "$1" "${2:-db/dev.sqlite3}"
