#!/usr/bin/env bash
# render.sh ENV CHART... -- render charts to out/ENV/CHART/ for review/diff.
set -euo pipefail
env="$1"; shift
for chart in "$@"; do
  python3 tools/chartr/render.py --chart "charts/$chart" --env "$env" --out "out/$env/$chart"
done
