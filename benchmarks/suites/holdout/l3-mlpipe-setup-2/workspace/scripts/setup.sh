#!/usr/bin/env bash
# setup.sh - one-time developer setup for mlpipe.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 - <<'PY'
import sys
if sys.version_info < (3, 9):
    sys.exit("mlpipe needs Python 3.9 or newer")
PY
exec python3 tools/devsetup/main.py "$@"
