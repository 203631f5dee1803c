#!/usr/bin/env bash
# prune_backups.sh ROOT KEEP
#
# Retention (see docs/backup-policy.md):
#   ROOT/daily/db-YYYY-MM-DD.sql.gz     keep the KEEP most recent
#   ROOT/monthly/db-YYYY-MM-01.sql.gz   kept forever (legal hold)
set -euo pipefail
root=${1:?usage: prune_backups.sh ROOT KEEP}
keep=${2:?usage: prune_backups.sh ROOT KEEP}
case "$keep" in ''|*[!0-9]*) echo "KEEP must be a number" >&2; exit 2 ;; esac
[ "$keep" -ge 1 ] || { echo "refusing to keep 0 backups" >&2; exit 2; }

daily="$root/daily"
[ -d "$daily" ] || { echo "no $daily" >&2; exit 1; }

# names sort chronologically (ISO dates); list oldest first, drop the newest $keep
mapfile -t victims < <(find "$daily" -maxdepth 1 -type f -name 'db-????-??-??.sql.gz' -printf '%f\n' \
                        | sort | head -n -"$keep")
for f in "${victims[@]}"; do
  rm -f -- "$daily/$f"
  echo "deleted daily/$f"
done
echo "kept the newest $keep daily dumps; ${#victims[@]} removed"
