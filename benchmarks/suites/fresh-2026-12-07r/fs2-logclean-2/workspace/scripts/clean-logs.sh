#!/usr/bin/env bash
# clean-logs.sh - prune old dev-server logs from ~/.local/share/devlogs
set -euo pipefail
DAYS=14
while [ $# -gt 0 ]; do
  case "$1" in
    --days) DAYS="$2"; shift 2 ;;
    -h|--help) echo "usage: $0 [--days N]"; exit 0 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
LOGDIR="${DEVLOG_DIR:-$HOME/.local/share/devlogs}"
[ -d "$LOGDIR" ] || { echo "no log dir $LOGDIR"; exit 0; }
before=$(du -sk "$LOGDIR" | cut -f1)
echo "pruning logs older than $DAYS days in $LOGDIR"
find "$LOGDIR" -type f \( -name '*.log' -o -name '*.log.[0-9]*' -o -name '*.log.gz' \) -mtime +"$DAYS" -print -delete
# drop per-service folders that are now empty
find "$LOGDIR" -mindepth 1 -type d -empty -print -delete
after=$(du -sk "$LOGDIR" | cut -f1)
echo "freed $((before - after)) KiB"
