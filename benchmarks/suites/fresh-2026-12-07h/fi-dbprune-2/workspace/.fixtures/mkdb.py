import os, sqlite3, time
now = int(time.time())
day = 86400
os.makedirs("data", exist_ok=True)

app = sqlite3.connect("data/app.db")
app.executescript("""
CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT UNIQUE, created_at INTEGER);
CREATE TABLE sessions (id TEXT PRIMARY KEY, user_id INTEGER, payload BLOB,
                       created_at INTEGER, last_seen INTEGER);
CREATE TABLE audit_log (id INTEGER PRIMARY KEY, actor TEXT, action TEXT, created_at INTEGER);
""")
users = [(1, "ana@corp.example.com", now - 900 * day), (2, "li@corp.example.com", now - 400 * day),
         (3, "sam@corp.example.com", now - 20 * day)]
app.executemany("INSERT INTO users VALUES (?,?,?)", users)
rows = []
for i in range(40):
    age = [2, 5, 12, 45, 60, 95, 200, 365][i % 8]
    rows.append(("sess-%04d" % i, 1 + i % 3, os.urandom(512), now - (age + 1) * day, now - age * day))
app.executemany("INSERT INTO sessions VALUES (?,?,?,?,?)", rows)
app.executemany("INSERT INTO audit_log (actor, action, created_at) VALUES (?,?,?)",
                [("ana", "role.grant admin li", now - 300 * day),
                 ("li", "export customers", now - 120 * day),
                 ("sam", "login", now - 3 * day)])
app.commit()
app.close()

led = sqlite3.connect("data/ledger.db")
led.executescript("""
CREATE TABLE invoices (id INTEGER PRIMARY KEY, customer TEXT, amount_cents INTEGER, created_at INTEGER);
CREATE TABLE payments (id INTEGER PRIMARY KEY, invoice_id INTEGER, amount_cents INTEGER, created_at INTEGER);
""")
led.executemany("INSERT INTO invoices VALUES (?,?,?,?)",
                [(i, "cust-%03d" % (i % 17), 1000 + 37 * i, now - (i * 9) * day) for i in range(1, 80)])
led.executemany("INSERT INTO payments VALUES (?,?,?,?)",
                [(i, i, 1000 + 37 * i, now - (i * 9 - 2) * day) for i in range(1, 70)])
led.commit()
led.close()
