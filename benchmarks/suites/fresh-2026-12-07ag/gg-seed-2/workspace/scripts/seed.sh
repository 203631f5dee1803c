#!/usr/bin/env bash
# (re)seed the local dev database from fixtures/
set -euo pipefail
cd "$(dirname "$0")/.."
DB=${DB:-db/dev.sqlite3}
exec python3 -m devtools.seed --db "$DB" fixtures
