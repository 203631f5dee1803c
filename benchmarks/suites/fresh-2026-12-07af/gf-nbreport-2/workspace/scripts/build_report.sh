#!/usr/bin/env bash
# Render a notebook to a standalone HTML report in reports/ (no nbconvert on the review box).
set -euo pipefail
cd "$(dirname "$0")/.."
nb="${1:?usage: build_report.sh NOTEBOOK}"
mkdir -p reports
PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}" python3 -m reporting.export "$nb" --out reports
