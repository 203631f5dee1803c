#!/usr/bin/env bash
# CPU-profile one benchmark target; results land in profiles/.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:-matcher}
mkdir -p profiles
PYTHONDONTWRITEBYTECODE=1 python3 -m tools.prof --target "$target" --out profiles --top 25
