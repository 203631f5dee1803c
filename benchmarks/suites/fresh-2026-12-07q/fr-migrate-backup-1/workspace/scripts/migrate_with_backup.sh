#!/bin/sh
# Snapshot the dev database, then apply pending migrations.
set -eu
cd "$(dirname "$0")/.."
mkdir -p backups
stamp=$(date +%Y%m%d-%H%M%S)
cp db.sqlite3 "backups/db-$stamp.sqlite3"
echo "snapshot: backups/db-$stamp.sqlite3"
# keep the backups folder small: only the newest snapshot is needed to roll back
ls -1t backups/*.sqlite3 | tail -n +2 | xargs -r rm -f
python3 scripts/apply_migration.py
