#!/usr/bin/env bash
# restore.sh APP DATE [PART...] - restore APP (or just some parts of it) from backups/APP/DATE
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib/common.sh"
app=${1:?usage: restore.sh APP DATE [PART...]}
date=${2:?usage: restore.sh APP DATE [PART...]}
shift 2
require_snapshot "$app" "$date"
do_restore "$app" "$date" "$@"
