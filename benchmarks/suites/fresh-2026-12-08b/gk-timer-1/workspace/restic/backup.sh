#!/usr/bin/env bash
set -euo pipefail
restic backup --exclude-file "$(dirname "$0")/excludes.txt" /srv/data /srv/docker/volumes
restic forget --keep-daily 7 --keep-weekly 5 --keep-monthly 12 --prune
