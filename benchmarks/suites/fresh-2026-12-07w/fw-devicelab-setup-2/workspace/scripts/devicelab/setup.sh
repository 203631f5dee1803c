#!/usr/bin/env bash
# Prepare this workstation for the shared Android device lab.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=lib/common.sh
. "$here/lib/common.sh"

require python3
log "device lab setup for $(whoami)@$(hostname)"
run_provision "$here/lab-profile.json"
log "done. Restart adb (adb kill-server) to pick up the vendor IDs."
