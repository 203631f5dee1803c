#!/usr/bin/env bash
# Apply pending SQL migrations to a database (default: the local dev db).
set -euo pipefail
cd "$(dirname "$0")/.."
db="${1:-var/app.db}"
if [[ ! -f "$db" ]]; then
  echo "migrate: $db does not exist (run 'make seed' first)" >&2
  exit 1
fi
PYTHONPATH=. exec python3 -m devtools.migrate --db "$db" --dir migrations
