#!/usr/bin/env bash
# install-timer.sh DB KEEP -- write and enable the nightly backup timer for
# the current user (systemd --user). No root needed.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
PYTHONPATH="$repo/tools" python3 -m unitgen \
  --repo "$repo" --db "$1" --keep "$2" \
  --unit-dir "${XDG_CONFIG_HOME:-$HOME/.config}/systemd/user"
echo
echo "Enabled. systemd picks it up at next login, or now with:"
echo "  systemctl --user daemon-reload && systemctl --user start db-backup.timer"
