#!/bin/bash
# backup.sh - snapshot ~/projects to the external disk
set -euo pipefail
dest=/mnt/backup/$(date +%F)
mkdir -p "$dest"
rsync -a --delete ~/projects/ "$dest"/
