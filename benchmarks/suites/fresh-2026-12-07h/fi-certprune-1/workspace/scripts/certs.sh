#!/usr/bin/env bash
# Front end for the cert housekeeping tool.
#   scripts/certs.sh list      show every cert in certs/live with its expiry
#   scripts/certs.sh prune     move expired certs from certs/live to certs/archive
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHONPATH="$PWD/tools" exec python3 -m certtool --config certs/certtool.json "$@"
