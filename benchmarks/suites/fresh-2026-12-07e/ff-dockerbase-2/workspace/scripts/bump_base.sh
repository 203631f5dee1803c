#!/usr/bin/env bash
# usage: scripts/bump_base.sh 3.12
set -euo pipefail
py="${1:?python version, e.g. 3.12}"
cd "$(git rev-parse --show-toplevel)"
git ls-files -z -- '*Dockerfile' '*Dockerfile.*' | while IFS= read -r -d '' f; do
  python3 tools/dfedit/dfedit.py --rules tools/dfedit/rules.json --var py="$py" "$f"
done
