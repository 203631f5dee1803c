#!/usr/bin/env bash
# Rebuild the sqlite database of one environment from db/schema.sql and db/seeds.sql.
set -euo pipefail
cd "$(dirname "$0")/.."

ENV_NAME="${1:-test}"
DB="db/${ENV_NAME}.sqlite3"

if [ "$ENV_NAME" != "test" ] && [ "${FORCE:-0}" != "1" ]; then
  echo "refusing to reset '$ENV_NAME' without FORCE=1" >&2
  exit 1
fi

echo "== resetting $DB"
# drop the database and any stale journal files left by a crashed test run
rm -f "$DB" "$DB-wal" "$DB-shm" "$DB-journal"

python3 script/load_sql.py "$DB" db/schema.sql db/seeds.sql
echo "== loaded schema + seeds into $DB"
python3 - "$DB" <<'PY'
import sqlite3, sys
con = sqlite3.connect(sys.argv[1])
for t in ("users", "products", "orders"):
    print(f"   {t:10s} {con.execute(f'select count(*) from {t}').fetchone()[0]} rows")
PY
