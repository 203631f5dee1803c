#!/usr/bin/env bash
# Rotate shortlink's logs: app.log -> app.log.1.gz -> app.log.2.gz ..., keeping $KEEP generations.
set -euo pipefail
cd "$(dirname "$0")/.."

LOG_DIR=${LOG_DIR:-var/log}
DATA_DIR=${DATA_DIR:-var/data}
KEEP=${KEEP:-5}

rotate() {
  local f=$1 i
  for ((i = KEEP - 1; i >= 1; i--)); do
    if [[ -f $f.$i.gz ]]; then mv -f "$f.$i.gz" "$f.$((i + 1)).gz"; fi
  done
  gzip -c "$f" > "$f.1.gz"
  : > "$f"
}

for f in "$LOG_DIR"/*.log; do
  [[ -s $f ]] || continue
  rotate "$f"
  echo "rotated $f ($(stat -c %s "$f.1.gz") bytes compressed)"
done

# Show the store size next to the log sizes so growth can be compared.
if [[ -f $DATA_DIR/links.db ]]; then
  python3 - "$DATA_DIR/links.db" <<'PY'
import sqlite3, sys
db = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)
for table in ("links", "clicks"):
    n = db.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
    print(f"store: {table}: {n} rows")
db.close()
PY
fi
