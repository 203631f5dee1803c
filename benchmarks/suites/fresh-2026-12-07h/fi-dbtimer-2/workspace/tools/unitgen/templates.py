"""Unit files for the nightly database backup."""
import collections

Unit = collections.namedtuple("Unit", "name text wanted_by")

SERVICE = """\
[Unit]
Description=Nightly SQLite backup of {db}

[Service]
Type=oneshot
WorkingDirectory={repo}
ExecStart={repo}/scripts/backup-db.sh {db} {keep}
Nice=10
IOSchedulingClass=idle
"""

TIMER = """\
[Unit]
Description=Run db-backup.service every night

[Timer]
OnCalendar=*-*-* 02:15:00
RandomizedDelaySec=10m
Persistent=true

[Install]
WantedBy=timers.target
"""

def backup_units(repo, db, keep):
    ctx = {"repo": repo, "db": db, "keep": keep}
    yield Unit("db-backup.service", SERVICE.format(**ctx), None)
    yield Unit("db-backup.timer", TIMER.format(**ctx), "timers.target")
