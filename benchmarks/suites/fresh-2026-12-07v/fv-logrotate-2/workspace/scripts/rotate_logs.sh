#!/usr/bin/env bash
# Rotate the nginx logs we keep in this repo, logrotate style:
#   access.log -> access.log.1.gz -> access.log.2.gz ... (KEEP rotations per log)
# Usage: scripts/rotate_logs.sh [LOG_DIR]
set -euo pipefail

LOG_DIR="${1:-logs}"
KEEP="${KEEP:-5}"

[ -d "$LOG_DIR" ] || { echo "no such dir: $LOG_DIR" >&2; exit 1; }

rotate_one() {
  local log="$1" base
  base="$(basename "$log")"
  # shift older rotations up by one, dropping the oldest beyond KEEP
  local i
  for ((i = KEEP; i >= 1; i--)); do
    local cur="$LOG_DIR/$base.$i.gz"
    [ -f "$cur" ] || continue
    if (( i >= KEEP )); then
      rm -f "$cur"
    else
      mv -f "$cur" "$LOG_DIR/$base.$((i + 1)).gz"
    fi
  done
  gzip -c "$log" > "$LOG_DIR/$base.1.gz"
  : > "$log"          # copytruncate: nginx keeps its fd open
  echo "rotated $log"
}

for log in "$LOG_DIR"/*.log; do
  [ -s "$log" ] || continue
  rotate_one "$log"
done
