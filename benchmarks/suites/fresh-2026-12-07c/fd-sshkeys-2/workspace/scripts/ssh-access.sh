#!/usr/bin/env bash
# Sync team/keys into this box's authorized_keys (managed block only).
set -euo pipefail
cd "$(dirname "$0")/.."
dest="${AUTHORIZED_KEYS:-$HOME/.ssh/authorized_keys}"
exec python3 -m tools.keysync --src team/keys --dest "$dest" "$@"
