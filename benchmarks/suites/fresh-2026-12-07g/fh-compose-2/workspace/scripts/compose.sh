#!/bin/sh
# docker-compose helpers.  usage: scripts/compose.sh generate|check
set -eu
cd "$(dirname "$0")/.."
case "${1:-generate}" in
  generate) exec python3 -m tools.composegen deploy/services -o docker-compose.yml ;;
  check) python3 -m tools.composegen deploy/services -o /dev/stdout | diff -u docker-compose.yml - ;;
  *) echo "usage: $0 generate|check" >&2; exit 2 ;;
esac
