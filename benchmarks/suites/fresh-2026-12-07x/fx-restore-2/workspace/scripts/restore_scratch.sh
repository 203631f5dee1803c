#!/usr/bin/env bash
# Restore the newest warehouse dump into a throwaway SQLite file for ad-hoc queries.
# usage: restore_scratch.sh DUMP_DIR SCRATCH_DB
set -euo pipefail

dump_dir="${1:-backups}"
scratch_db="${2:-scratch/warehouse.db}"

latest="$(ls -1 "$dump_dir"/warehouse_*.sql 2>/dev/null | sort | tail -n 1)"
if [[ -z "$latest" ]]; then
  echo "no dumps found in $dump_dir" >&2
  exit 1
fi

mkdir -p "$(dirname "$scratch_db")"
tmp="$scratch_db.partial"
rm -f "$tmp"

echo "restoring $latest -> $scratch_db"
sqlite3 "$tmp" < "$latest"
mv -f "$tmp" "$scratch_db"

for t in $(sqlite3 "$scratch_db" "select name from sqlite_master where type='table' order by name;"); do
  printf '  %-12s %s rows\n' "$t" "$(sqlite3 "$scratch_db" "select count(*) from \"$t\";")"
done
echo "done"
