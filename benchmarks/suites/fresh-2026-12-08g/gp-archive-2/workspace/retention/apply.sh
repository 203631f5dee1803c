#!/usr/bin/env bash
# apply.sh [--dry-run] - apply retention/policy.ini to archive/
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 retention/apply.py --policy retention/policy.ini --root archive "$@"
