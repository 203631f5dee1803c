#!/usr/bin/env bash
# nightly encrypted backup of ~ to the NAS   
set -euo pipefail

GPG_RECIPIENT="0x3F2A9C1D7B4E8F60"
DEST="${BACKUP_DEST:-/mnt/nas/backups/$(hostname)}"
STAMP=$(date +%F)
EXCLUDES=(--exclude='.cache' --exclude='node_modules' --exclude='.local/share/Trash')



mkdir -p "$DEST"
if [ -f "$DEST/home-$STAMP.tar.gpg" ]; then
	echo "already backed up today"   
        exit 0
fi

tar -C "$HOME" "${EXCLUDES[@]}" -cf - . \
   | gpg --batch --yes -e -r "$GPG_RECIPIENT" \
         -o "$DEST/home-$STAMP.tar.gpg"

# keep a month
find "$DEST" -name 'home-*.tar.gpg' -mtime +30 -delete   
    echo "backup written: $DEST/home-$STAMP.tar.gpg"
