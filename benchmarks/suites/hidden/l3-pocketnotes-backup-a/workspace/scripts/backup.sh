#!/bin/sh
# backup.sh SRC DEST: snapshot SRC into DEST/<stamp>/ and rotate old snapshots.
set -e
src="${1:-data}"; dest="${2:-backups}"
mkdir -p "$dest"
python3 tools/snapshot.py "$src" "$dest" --keep "${KEEP:-3}"
