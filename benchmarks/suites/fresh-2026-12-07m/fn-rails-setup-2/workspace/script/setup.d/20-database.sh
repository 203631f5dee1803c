#!/usr/bin/env bash
# Create the development database from db/structure.sql (no Ruby needed).
set -euo pipefail
. script/lib/log.sh

db=db/development.sqlite3
if [ -s "$db" ]; then
  info "$db exists"
else
  sqlite3 "$db" < db/structure.sql
  info "created $db ($(sqlite3 "$db" "SELECT count(*) FROM sqlite_master WHERE type='table';") tables)"
fi
