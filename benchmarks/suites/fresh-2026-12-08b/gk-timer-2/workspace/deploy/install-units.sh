#!/usr/bin/env bash
# install-units.sh UNIT... - render deploy/units/*.in into the user's systemd dir and enable them
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dest="${XDG_CONFIG_HOME:-$HOME/.config}/systemd/user"
mkdir -p "$dest"
python3 "$here/lib/units.py" --src "$here/units" --dest "$dest" --repo "$(cd "$here/.." && pwd)" "$@"
echo
echo "units installed in $dest"
echo "(if a user bus is running: systemctl --user daemon-reload && systemctl --user list-timers)"
