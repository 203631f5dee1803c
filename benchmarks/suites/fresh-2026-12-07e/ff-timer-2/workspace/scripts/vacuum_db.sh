#!/usr/bin/env bash
# Nightly maintenance: reclaim space and refresh planner statistics.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
DB="${DB:-$root/data/shop.sqlite3}"
sqlite3 "$DB" 'PRAGMA optimize; VACUUM; ANALYZE;'
echo "$(date -Is) vacuumed $DB" >> "$root/data/maintenance.txt"
