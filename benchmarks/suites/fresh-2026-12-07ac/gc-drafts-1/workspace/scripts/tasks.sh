#!/usr/bin/env bash
# blog maintenance tasks: scripts/tasks.sh {publish-ready|list-drafts|build}
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
  publish-ready) exec python3 -m blogtools publish --drafts _drafts --posts _posts ;;
  list-drafts)   exec python3 -m blogtools list --drafts _drafts ;;
  build)         exec bundle exec jekyll build ;;
  *) echo "usage: $0 {publish-ready|list-drafts|build}" >&2; exit 2 ;;
esac
