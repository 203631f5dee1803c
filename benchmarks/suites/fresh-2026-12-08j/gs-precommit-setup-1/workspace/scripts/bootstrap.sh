#!/usr/bin/env bash
# One-time developer setup for checkout-service.
set -euo pipefail
cd "$(dirname "$0")/.."

python3 - <<'PY'
import sys
if sys.version_info < (3, 10):
    raise SystemExit("checkout-service needs python >= 3.10")
PY

python3 -m tools.devsetup hooks
python3 -m tools.devsetup env
echo "bootstrap done"
