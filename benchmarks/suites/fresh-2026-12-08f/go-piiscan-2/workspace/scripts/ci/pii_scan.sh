#!/usr/bin/env bash
# Same scan CI runs on every PR (job: privacy/pii-scan).
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
exec python3 -m piiscan --config piiscan.json "$@"
