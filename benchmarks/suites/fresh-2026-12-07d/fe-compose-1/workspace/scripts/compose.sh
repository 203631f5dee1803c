#!/usr/bin/env bash
# compose.sh PROFILE — regenerate docker-compose.yml from services.json + profiles/PROFILE.json
set -euo pipefail
cd "$(dirname "$0")/.."
profile=${1:?usage: compose.sh PROFILE}
python3 -m deploygen --spec services.json --profile "profiles/$profile.json" --out docker-compose.yml
