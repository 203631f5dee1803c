#!/usr/bin/env bash
# Publish a project's finished results to the lab share so collaborators can
# pick them up: checksums first, then copy with tools/labshare.py.
# usage: scripts/publish.sh PROJECT
set -euo pipefail
project="${1:?usage: publish.sh PROJECT}"
src="results/$project"
share="${LABSHARE:-$HOME/labshare}"
[ -d "$src" ] || { echo "nothing to publish: $src" >&2; exit 1; }
[ -d "$share/projects/$project" ] || { echo "no project folder on the share for $project (ask the data steward)" >&2; exit 1; }

( cd "$src" && find . -type f ! -name MANIFEST.md5 -print0 | sort -z | xargs -0 md5sum > MANIFEST.md5 )
python3 tools/labshare.py push "$src" "$share/projects/$project/results" --group seqlab
