#!/usr/bin/env bash
# Remove build artefacts and tox envs so the next `tox` run starts from scratch.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHONPATH="$PWD" exec python3 -m devtools.clean "$@"
