"""Build data/app.sqlite3 (the local copy of the shop data) and a stale test DB."""
import random
import sqlite3
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from shopfront.core import schema  # noqa: E402

random.seed(7)
base = Path(__file__).resolve().parent.parent / "data"
base.mkdir(exist_ok=True)

app = sqlite3.connect(base / "app.sqlite3")
schema.migrate(app)
for i in range(1, 41):
    app.execute("INSERT INTO users VALUES (?,?,?,0)", (i, f"customer{i}@shop.example.com", f"Customer {i}"))
for i in range(1, 16):
    app.execute("INSERT INTO products VALUES (?,?,?,?)", (i, f"SKU-{1000+i}", f"Product {i}", random.randint(500, 9000)))
for i in range(1, 201):
    app.execute("INSERT INTO orders VALUES (?,?,?,?)", (i, random.randint(1, 40), f"2026-11-{random.randint(1,30):02d}", random.randint(800, 40000)))
app.commit()
app.close()

test = sqlite3.connect(base / "test.sqlite3")
test.executescript("CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT);"
                   "INSERT INTO users VALUES (99, 'STALE-leftover-from-aborted-run@example.com');"
                   "CREATE TABLE half_applied_migration (x INTEGER);")
test.commit()
test.close()
