#!/usr/bin/env python3
"""Apply pending SQL migrations to a SQLite database.

usage: db/migrate.py [--status] DB MIGRATIONS_DIR

Each NNNN_name.sql file runs once, inside its own transaction, and is recorded in
schema_migrations. The database is VACUUMed afterwards so dropped data is really gone.
"""
import sqlite3
import sys
from datetime import datetime, timezone
from pathlib import Path


def pending(conn, mig_dir):
    done = {v for (v,) in conn.execute("SELECT version FROM schema_migrations")}
    return [p for p in sorted(Path(mig_dir).glob("[0-9][0-9][0-9][0-9]_*.sql")) if p.stem not in done]


def main(argv):
    status = "--status" in argv
    args = [a for a in argv[1:] if a != "--status"]
    if len(args) != 2:
        sys.exit(__doc__)
    db, mig_dir = args
    if not Path(db).exists():
        sys.exit(f"{db}: no such database")
    conn = sqlite3.connect(db, isolation_level=None)
    # Enforce referential integrity while migrating so a bad migration cannot leave
    # dangling references behind; also re-checked with foreign_key_check afterwards.
    conn.execute("PRAGMA foreign_keys = ON")
    todo = pending(conn, mig_dir)
    if status:
        for p in todo:
            print("pending", p.stem)
        print(f"{len(todo)} pending")
        return
    if not todo:
        print("database is up to date")
        return
    for p in todo:
        now = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
        script = (
            "BEGIN;\n" + p.read_text() + "\n"
            f"INSERT INTO schema_migrations (version, applied_at) VALUES ('{p.stem}', '{now}');\n"
            "COMMIT;\n"
        )
        try:
            conn.executescript(script)
        except sqlite3.Error as e:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            sys.exit(f"{p.name}: {e} (rolled back)")
        problems = conn.execute("PRAGMA foreign_key_check").fetchall()
        if problems:
            sys.exit(f"{p.name}: foreign key violations: {problems[:5]}")
        print(f"applied {p.stem}")
    conn.execute("VACUUM")
    ok = conn.execute("PRAGMA integrity_check").fetchone()[0]
    print(f"integrity_check: {ok}")


if __name__ == "__main__":
    main(sys.argv)
