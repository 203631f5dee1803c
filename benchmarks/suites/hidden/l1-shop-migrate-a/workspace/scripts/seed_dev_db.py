# Create the local development database var/shop.db with a few customers.
import os, sqlite3
os.makedirs("var", exist_ok=True)
db = sqlite3.connect("var/shop.db")
db.executescript('''
CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL);
CREATE TABLE customers (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL UNIQUE,
    created TEXT NOT NULL
);
CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), total_cents INTEGER);
''')
people = [("Grace Hopper", "grace.hopper@example.org"), ("Alan Turing", "alan.turing@example.org"),
          ("Katherine Johnson", "k.johnson@example.org"), ("Edsger Dijkstra", "ewd@example.org"),
          ("Barbara Liskov", "liskov@example.org"), ("Ken Thompson", "ken@example.org")]
for i, (n, e) in enumerate(people, 1):
    db.execute("INSERT INTO customers VALUES (?,?,?,?)", (i, n, e, "2023-0%d-1%d" % (i % 9 + 1, i)))
    db.execute("INSERT INTO orders (customer_id, total_cents) VALUES (?,?)", (i, 1999 * i))
db.execute("INSERT INTO schema_version VALUES (2)")
db.commit()
