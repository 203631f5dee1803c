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

echo "next: systemctl --user daemon-reload && systemctl --user start notes-backup.timer"
