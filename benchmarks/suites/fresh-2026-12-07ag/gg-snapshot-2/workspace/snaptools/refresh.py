"""python -m snaptools.refresh -- rebuild db/snapshot.sqlite3 from the newest prod dump."""
import gzip
import json
import os
import sqlite3
import sys
import time
from pathlib import Path

from . import schedule

TARGET = Path("db/snapshot.sqlite3")
STATE = Path(".snapshot-state.json")

ANONYMISE = """
UPDATE customers SET email = 'customer' || id || '@example.test', name = 'Customer ' || id;
"""


def newest_dump(dumps_dir):
    dumps = sorted(Path(dumps_dir).glob("shop-prod-*.sql.gz"))
    if not dumps:
        sys.exit(f"no shop-prod-*.sql.gz in {dumps_dir}")
    return dumps[-1]


def main():
    src = newest_dump(os.environ.get("DUMPS_DIR", Path.home() / "dumps"))
    print(f"loading {src.name}")
    TARGET.parent.mkdir(exist_ok=True)
    tmp = TARGET.with_suffix(".tmp")
    tmp.unlink(missing_ok=True)
    conn = sqlite3.connect(tmp)
    conn.executescript(gzip.decompress(src.read_bytes()).decode())
    conn.executescript(ANONYMISE)
    n = conn.execute("select count(*) from customers").fetchone()[0]
    conn.commit()
    conn.close()
    tmp.replace(TARGET)
    state = {"source": src.name, "customers": n, "refreshed_at": time.strftime("%Y-%m-%dT%H:%M:%S")}
    STATE.write_text(json.dumps(state, indent=2) + "\n")
    schedule.after_refresh(state)
    print(f"snapshot ready: {TARGET} ({n} customers, anonymised)")


main()
