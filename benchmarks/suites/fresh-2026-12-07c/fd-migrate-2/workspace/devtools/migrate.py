"""Apply pending migrations from a folder of NNNN_name.sql files.

    python3 -m devtools.migrate --db var/app.db --dir migrations
"""
import argparse
import datetime
import os
import sqlite3
import sys

from . import hooks


def pending(conn, folder):
    conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
    done = {r[0] for r in conn.execute("SELECT version FROM schema_migrations")}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".sql") and name[:-4] not in done:
            yield name


def main(argv=None):
    ap = argparse.ArgumentParser(prog="migrate")
    ap.add_argument("--db", required=True)
    ap.add_argument("--dir", default="migrations")
    args = ap.parse_args(argv)
    conn = sqlite3.connect(args.db, isolation_level=None)
    applied = []
    for name in list(pending(conn, args.dir)):
        with open(os.path.join(args.dir, name), encoding="utf-8") as f:
            sql = f.read()
        conn.execute("BEGIN")
        try:
            for stmt in filter(str.strip, sql.split(";")):
                conn.execute(stmt)
            now = datetime.datetime.now().strftime("%Y-%m-%d %H:%M:%S")
            conn.execute("INSERT INTO schema_migrations VALUES (?, ?)", (name[:-4], now))
            conn.execute("COMMIT")
        except Exception:
            conn.execute("ROLLBACK")
            raise
        applied.append(name)
        print(f"applied {name}")
    if not applied:
        print("nothing to apply")
    hooks.run("post_migrate", conn, applied=applied)
    conn.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
