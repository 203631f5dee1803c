#!/usr/bin/env bash
set -euo pipefail
unit_dir="${XDG_CONFIG_HOME:-$HOME/.config}/systemd/user"
for name in "$@"; do
  rm -f "$unit_dir/$name.service" "$unit_dir/$name.timer" "$unit_dir"/*.wants/"$name".*
  echo "removed $name"
done
systemctl --user daemon-reload 2>/dev/null || true
