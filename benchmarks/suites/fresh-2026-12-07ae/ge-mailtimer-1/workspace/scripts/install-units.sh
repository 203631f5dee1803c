#!/bin/sh
# install-units.sh -- render the mbsync user units from units.conf into
# ~/.config/systemd/user and enable the timer (symlink, like `systemctl --user enable`)
set -eu
cd "$(dirname "$0")/.."
unit_dir=${SYSTEMD_USER_DIR:-$HOME/.config/systemd/user}
mkdir -p "$unit_dir/timers.target.wants"
python3 -m unitgen --config units.conf --templates templates --out "$unit_dir"
ln -sfn ../mbsync.timer "$unit_dir/timers.target.wants/mbsync.timer"
echo "enabled mbsync.timer"
echo "now run: systemctl --user daemon-reload && systemctl --user start mbsync.timer"
