#!/usr/bin/env bash
# Switch the local queue driver and make sure its tables/migrations exist.
set -euo pipefail
driver="$1"
case "$driver" in
  sync|database|redis) ;;
  *) echo "unsupported queue driver: $driver" >&2; exit 2 ;;
esac

python3 scripts/env/dotenv.py set QUEUE_CONNECTION="$driver"

if [ "$driver" = database ]; then
  target="database/migrations/0001_01_01_000002_create_jobs_table.php"
  if [ ! -f "$target" ]; then
    cp stubs/queue/jobs_table.php "$target"
    echo "created $target (run: php artisan migrate)"
  fi
fi
echo "QUEUE_CONNECTION is now $driver"
