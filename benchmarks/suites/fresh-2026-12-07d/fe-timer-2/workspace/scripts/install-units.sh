#!/usr/bin/env bash
# install-units.sh NAME... — install this repo's systemd *user* units for NAME
# (units/NAME.service + units/NAME.timer) and enable the timer.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
. "$repo/scripts/lib/units.sh"
[ $# -gt 0 ] || { echo "usage: $0 NAME..." >&2; exit 2; }
for name in "$@"; do
  install_unit_set "$repo" "$name"
done
reload_user_manager
