"""Schema helpers for migrations (SQLite)."""


def create_index(db, table, column):
    db.execute(f"CREATE INDEX IF NOT EXISTS idx_{table}_{column} ON {table} ({column})")


def columns(db, table):
    return [(r[1], r[2], r[3], r[4]) for r in db.execute(f"PRAGMA table_info({table})")]


def add_column(db, table, column, decl):
    """Add a column. SQLite supports this in place as long as a NOT NULL column has a default."""
    if column in [c[0] for c in columns(db, table)]:
        return
    db.execute(f"ALTER TABLE {table} ADD COLUMN {column} {decl}")
