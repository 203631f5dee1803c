#!/usr/bin/env bash
# install-units.sh UNIT_DIR - render deploy/systemd/*.in listed in units.txt into UNIT_DIR.
# Only installs the unit files; enabling/starting is left to the user
# (systemctl --user daemon-reload && systemctl --user enable --now acme-report.timer).
set -euo pipefail
REPO="$(cd "$(dirname "$0")/.." && pwd)"
UNIT_DIR=${1:?usage: install-units.sh UNIT_DIR}
. "$REPO/scripts/lib/units.sh"

mkdir -p "$UNIT_DIR"
install_units "$REPO" "$UNIT_DIR" < "$REPO/deploy/systemd/units.txt"
echo "installed into $UNIT_DIR - enable with: systemctl --user enable --now acme-report.timer"
