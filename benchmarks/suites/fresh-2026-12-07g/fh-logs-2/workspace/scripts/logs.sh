#!/bin/sh
# Log helpers for the dev server.  usage: scripts/logs.sh clean|tail
set -eu
cd "$(dirname "$0")/.."
case "${1:-}" in
  clean) exec node tools/logtool/index.js prune --config logtool.json ;;
  tail) exec tail -F logs/app.log ;;
  *) echo "usage: $0 clean|tail" >&2; exit 2 ;;
esac
