#!/usr/bin/env bash
# Dump the local dev database to backups/ (gzip'd SQL), newest name in backups/LATEST.
set -euo pipefail
cd "$(dirname "$0")/.."

DB=${DB:-db/app.sqlite3}
OUT_DIR=${OUT_DIR:-backups}
KEEP=${KEEP:-20}

[ -f "$DB" ] || { echo "backup: $DB not found" >&2; exit 1; }
mkdir -p "$OUT_DIR"
name="app-$(date +%Y%m%d-%H%M%S).sql.gz"
sqlite3 "$DB" .dump | gzip -9 > "$OUT_DIR/$name"
echo "$name" > "$OUT_DIR/LATEST"
# keep the newest $KEEP backups
ls -1t "$OUT_DIR"/app-*.sql.gz 2>/dev/null | tail -n +$((KEEP + 1)) | xargs -r rm -f --

size=$(du -h "$OUT_DIR/$name" | cut -f1)
echo "backup: $OUT_DIR/$name ($size)"
