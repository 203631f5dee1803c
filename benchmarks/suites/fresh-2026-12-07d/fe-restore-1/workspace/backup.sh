#!/usr/bin/env bash
# backup.sh FOLDER... — nightly tarballs of folders under $HOME into backups/
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p backups
for f in "$@"; do
  tar -czf "backups/$f-$(date +%F).tar.gz" -C "$HOME" "$f"
done
