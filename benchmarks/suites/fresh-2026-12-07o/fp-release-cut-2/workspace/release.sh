#!/usr/bin/env bash
# Cut a release locally: ./release.sh X.Y.Z   (push is a separate, manual step)
set -euo pipefail
cd "$(dirname "$0")"
exec scripts/release/run.sh "$@"
