#!/usr/bin/env bash
# Point every manifest under k8s/ that runs APP's image at TAG.
#   usage: deploy/bump-image.sh APP TAG
set -euo pipefail
app=${1:?usage: bump-image.sh APP TAG}
tag=${2:?usage: bump-image.sh APP TAG}
cd "$(dirname "$0")/.."
[[ $tag =~ ^v[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "tag must look like vX.Y.Z" >&2; exit 1; }
python3 -m deploy.tools.kbump --app "$app" --tag "$tag" k8s
git --no-pager diff --stat -- k8s || true
