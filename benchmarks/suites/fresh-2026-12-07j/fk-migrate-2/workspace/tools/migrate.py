#!/usr/bin/env python3
"""Apply pending SQL migrations (migrations/NNNN_*.sql) to a SQLite database."""
import argparse
import os
import sqlite3


def pending(conn, mig_dir):
    conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations "
                 "(version TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
    applied = {r[0] for r in conn.execute("SELECT version FROM schema_migrations")}
    for fn in sorted(os.listdir(mig_dir)):
        if fn.endswith(".sql") and fn.split("_", 1)[0] not in applied:
            yield fn.split("_", 1)[0], fn, os.path.join(mig_dir, fn)


def after_migrate(conn, db):
    """Refresh planner statistics after schema changes."""
    conn.execute("ANALYZE")
    conn.commit()


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--db", required=True)
    ap.add_argument("migrations")
    a = ap.parse_args()
    conn = sqlite3.connect(a.db)
    n = 0
    for version, name, path in list(pending(conn, a.migrations)):
        with open(path) as f:
            sql = f.read()
        conn.executescript("BEGIN;\n" + sql + "\nINSERT INTO schema_migrations VALUES "
                           "('%s', datetime('now'));\nCOMMIT;" % version)
        print(f"applied {name}")
        n += 1
    if n:
        after_migrate(conn, a.db)
    print(f"{n} migration(s) applied; schema at",
          conn.execute("SELECT max(version) FROM schema_migrations").fetchone()[0])
    conn.close()


if __name__ == "__main__":
    main()
