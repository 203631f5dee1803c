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
echo "reset $PROFILE"
