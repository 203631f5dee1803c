"""Housekeeping run after schema changes and fixture loads."""


def _check(conn):
    (res,) = conn.execute("PRAGMA integrity_check").fetchone()
    if res != "ok":
        raise SystemExit(f"integrity_check failed: {res}")


def after_migrate(conn, applied=()):
    """Refresh planner statistics for the changed schema and sanity-check the file."""
    if applied:
        conn.execute("ANALYZE")
        conn.execute("PRAGMA optimize")
    _check(conn)
    print("post-migrate: statistics refreshed, integrity ok")


def after_fixtures(conn, **_):
    conn.execute("ANALYZE")
    _check(conn)
