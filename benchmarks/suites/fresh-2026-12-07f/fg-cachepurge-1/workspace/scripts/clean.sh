#!/usr/bin/env bash
# clean.sh CONF - remove the cache/artifact directories listed in CONF
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/targets.sh

conf=${1:-tools/clean.conf}
# resolve everything first, then delete
mapfile -t targets < <(resolve_targets "$conf")
total=0
for target in "${targets[@]}"; do
  [ -n "$target" ] || continue
  [ -e "$target" ] || [ -L "$target" ] || continue
  kb=$(du -sk "$target" 2>/dev/null | cut -f1 || echo 0)
  rm -rf -- "$target"
  total=$((total + ${kb:-0}))
done
echo "clean-caches: freed ${total} KiB"
