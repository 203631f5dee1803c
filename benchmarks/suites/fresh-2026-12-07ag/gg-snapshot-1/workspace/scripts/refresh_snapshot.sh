#!/usr/bin/env bash
# refresh db/snapshot.sqlite3 from the newest prod dump in $DUMPS_DIR, anonymised
set -euo pipefail
cd "$(dirname "$0")/.."
export DUMPS_DIR=${DUMPS_DIR:-$HOME/dumps}
exec python3 -m snaptools.refresh "$@"
