#!/usr/bin/env bash
# Publish results and figures to the group project folder.
set -euo pipefail
cd "$(dirname "$0")/.."
cfg="${1:-publish.cfg}"
member=$(sed -n 's/^member=//p' "$cfg")
project=$(sed -n 's/^project_dir=//p' "$cfg")
[ -n "$member" ] && [ -d "$project/" ] || { echo "bad config $cfg" >&2; exit 1; }
dest="$project/results/$member"

ensure_group_access() {
    # group members must be able to read what we publish
    chmod -R g+rX "$dest"
}

mkdir -p "$dest"
cp -p results/* "$dest"/
cp -p figures/*.svg "$dest"/
( cd "$dest" && { echo "# published $(date -u +%Y-%m-%dT%H:%M:%SZ) by $member"; sha256sum -- $(ls | grep -v '^MANIFEST$'); } > MANIFEST )
ensure_group_access
echo "published $(ls "$dest" | wc -l) files to $dest"
