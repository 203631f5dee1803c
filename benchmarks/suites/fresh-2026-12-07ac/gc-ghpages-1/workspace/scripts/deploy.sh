#!/usr/bin/env bash
# Build the site and publish public/ to the gh-pages branch.
#   scripts/deploy.sh            build, commit to gh-pages, push
#   scripts/deploy.sh --no-push  build and commit locally only
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/common.sh
. scripts/lib/ghpages.sh

PUSH=1
[ "${1:-}" = "--no-push" ] && PUSH=0

git_prepare
log "building site"
python3 scripts/build.py content public
publish_dir public gh-pages "Deploy $(git rev-parse --short HEAD)"
if [ "$PUSH" = 1 ]; then
  git push origin gh-pages
else
  log "not pushing; run 'git push origin gh-pages' when ready"
fi
