#!/usr/bin/env python3
"""photoindex management: migrate | status"""
import os
import sqlite3
import sys

from photoindex import migrate

DB = os.environ.get("PHOTOINDEX_DB", "data/photos.db")


def main(argv):
    cmd = argv[0] if argv else "status"
    if cmd == "migrate":
        applied = migrate.run(DB, "migrations")
        print(f"applied {len(applied)} migration(s): {', '.join(applied) or 'none'}")
    elif cmd == "status":
        db = sqlite3.connect(DB)
        done = {r[0] for r in db.execute("SELECT version FROM schema_migrations")}
        pending = [m for m in migrate.available("migrations") if m not in done]
        n = db.execute("SELECT count(*) FROM photos").fetchone()[0]
        cols = [r[1] for r in db.execute("PRAGMA table_info(photos)")]
        print(f"database: {DB}")
        print(f"applied: {len(done)}, pending: {', '.join(pending) or 'none'}")
        print(f"photos: {n} rows; columns: {', '.join(cols)}")
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
