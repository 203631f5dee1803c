#!/usr/bin/env bash
# backup-db.sh DB KEEP -- consistent online copy of a SQLite file, keep KEEP newest
set -euo pipefail
db="$1"; keep="${2:-14}"
dir="$(dirname "$db")/../backups/daily"; mkdir -p "$dir"
out="$dir/$(basename "$db" .db)-$(date +%F).sqlite"
python3 -c 'import sqlite3,sys; s=sqlite3.connect(sys.argv[1]); d=sqlite3.connect(sys.argv[2]); s.backup(d); d.close()' "$db" "$out"
ls -1t "$dir"/*.sqlite | tail -n +"$((keep+1))" | xargs -r rm -f
echo "backup written: $out"
