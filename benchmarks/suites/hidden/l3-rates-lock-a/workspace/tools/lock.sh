#!/usr/bin/env bash
# lock.sh IN OUT: pin every requirement (offline: versions from tools/known-good.txt)
set -euo pipefail
python3 tools/lockgen.py "$1" tools/known-good.txt > "$2"
echo "wrote $2 ($(grep -c '==' "$2") pins)"
