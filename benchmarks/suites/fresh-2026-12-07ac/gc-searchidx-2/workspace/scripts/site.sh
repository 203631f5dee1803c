#!/usr/bin/env bash
# Small task runner for the blog. Usage: scripts/site.sh {index|build|serve}
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
  index)
    python3 -m sitetools index --content content --out public/search.json
    ;;
  build)
    hugo --minify
    "$0" index
    ;;
  serve)
    hugo server -D
    ;;
  *)
    echo "usage: $0 {index|build|serve}" >&2; exit 2 ;;
esac
