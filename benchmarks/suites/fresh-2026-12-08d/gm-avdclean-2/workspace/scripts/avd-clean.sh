#!/usr/bin/env bash
# Free disk space used by an emulator: drops its cache partition and its
# quickboot snapshots. userdata (installed apps, logins) is kept; use
# `emulator -avd NAME -wipe-data` if you want a factory reset.
set -euo pipefail

AVD="${1:?usage: avd-clean.sh AVD_NAME}"
AVD_ROOT="${ANDROID_AVD_HOME:-$HOME/.android/avd}"
DIR="$AVD_ROOT/$AVD.avd"
[ -d "$DIR" ] || { echo "no such AVD: $AVD ($DIR)" >&2; exit 1; }
if pgrep -f "qemu.*-avd $AVD" >/dev/null 2>&1; then
  echo "$AVD is running, close the emulator first" >&2; exit 1
fi

before=$(du -sk "$AVD_ROOT" | cut -f1)
rm -rf "$DIR/snapshots" "$DIR"/cache.img "$DIR"/cache.img.qcow2 "$DIR"/*.lock
after=$(du -sk "$AVD_ROOT" | cut -f1)
echo "$AVD: freed $(( (before - after) / 1024 )) MB"
