#!/usr/bin/env bash
# distclean.sh - remove build trees and generated files to reclaim disk space
set -euo pipefail
cd "$(dirname "$0")/.."
before=$(du -sk . | cut -f1)
for d in build build-* out src/gen; do
  [ -e "$d" ] && { echo "removing $d"; rm -rf -- "$d"; }
done
find . -type f -not -path './.git/*' \( -name '*.o' -o -name '*.gcda' -o -name '*.gcno' -o -name '*.map' \) -print -delete
after=$(du -sk . | cut -f1)
echo "reclaimed $((before - after)) KiB"
