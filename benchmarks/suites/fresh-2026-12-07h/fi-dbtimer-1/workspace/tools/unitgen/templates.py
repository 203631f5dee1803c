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

# Reports backup freshness so a missed night is noticed the next morning.
MONITOR = """\
[Unit]
Description=Backup freshness monitor
After=network-online.target

[Service]
ExecStart=/usr/bin/env bash {repo}/tools/agent/heartbeat.sh
Restart=always
RestartSec=60

[Install]
WantedBy=default.target
"""


def backup_units(repo, db, keep):
    ctx = {"repo": repo, "db": db, "keep": keep}
    yield Unit("db-backup.service", SERVICE.format(**ctx), None)
    yield Unit("db-backup.timer", TIMER.format(**ctx), "timers.target")
    yield Unit("db-backup-monitor.service", MONITOR.format(**ctx), "default.target")
