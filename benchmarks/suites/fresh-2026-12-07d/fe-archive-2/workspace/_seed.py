import random, sqlite3
random.seed(20261207)
CUSTOMERS = ["Hale & Sons", "Birch Studio", "Okafor Imports", "Lindqvist AB", "Marlow Bakery",
             "Tanaka Design", "Vega Outdoor", "Quinn Legal", "Ferreira Textiles", "Nakamura Tools"]
STATUS = ["paid", "paid", "paid", "shipped", "shipped", "refunded"]

def rows(year, n):
    out = []
    for i in range(1, n + 1):
        m, d = random.randint(1, 12), random.randint(1, 28)
        out.append((f"ORD-{year}-{i:04d}", random.choice(CUSTOMERS), random.randint(900, 480000),
                    random.choice(STATUS),
                    f"{year}-{m:02d}-{d:02d} {random.randint(7, 22):02d}:{random.randint(0, 59):02d}:00"))
    return out

app = sqlite3.connect("data/app.db")
app.executescript("""
CREATE TABLE orders (
    id          TEXT PRIMARY KEY,
    customer    TEXT NOT NULL,
    total_cents INTEGER NOT NULL,
    status      TEXT NOT NULL,
    created_at  TEXT NOT NULL
);
CREATE INDEX orders_created ON orders(created_at);
CREATE TABLE customers (name TEXT PRIMARY KEY, email TEXT NOT NULL);
""")
for y, n in ((2023, 920), (2024, 1040), (2025, 1130), (2026, 870)):
    app.executemany("INSERT INTO orders VALUES (?,?,?,?,?)", rows(y, n))
app.executemany("INSERT INTO customers VALUES (?,?)",
                [(c, c.lower().replace(" & ", "-").replace(" ", "-") + "@customers.example.com") for c in CUSTOMERS])
app.commit()
app.close()

arc = sqlite3.connect("data/archive.db")
arc.execute("""CREATE TABLE orders_archive (
    id          TEXT PRIMARY KEY,
    customer    TEXT NOT NULL,
    total_cents INTEGER NOT NULL,
    status      TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    archived_at TEXT NOT NULL
)""")
for y, n, when in ((2021, 640, "2023-01-09 02:10:44"), (2022, 810, "2024-01-08 02:11:02")):
    arc.executemany("INSERT INTO orders_archive VALUES (?,?,?,?,?,?)", [r + (when,) for r in rows(y, n)])
arc.commit()
arc.close()
