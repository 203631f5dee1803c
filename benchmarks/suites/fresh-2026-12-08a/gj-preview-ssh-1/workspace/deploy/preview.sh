#!/bin/sh
# usage: deploy/preview.sh <branch>  - rsyncs dist/ to the preview box under /srv/previews/<branch>
set -eu
BRANCH=${1:?branch}
npm run build
rsync -az --delete dist/ "preview.acme.example.com:/srv/previews/$BRANCH/"
echo "https://$BRANCH.preview.acme.example.com"
