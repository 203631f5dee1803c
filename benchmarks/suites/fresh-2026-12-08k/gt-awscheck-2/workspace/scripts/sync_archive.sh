#!/usr/bin/env bash
# nightly: push finished runs to the S3 archive (cron on seq-ws-013, 02:30)
set -euo pipefail
source config/archive.env
for run in /lab/seq/*/CopyComplete.txt; do
  d="$(dirname "$run")"
  [ -e "$d/.archived" ] && continue
  aws s3 sync "$d" "$ARCHIVE_BUCKET/$(basename "$d")/" --profile "$AWS_PROFILE" \
    --storage-class DEEP_ARCHIVE --exclude 'Thumbnail_Images/*' && touch "$d/.archived"
done
