#!/usr/bin/env python3
"""Create a development store with some realistic data (used by `make dev-data`)."""
import os, random, sqlite3, sys, time
path = sys.argv[1] if len(sys.argv) > 1 else "var/data/links.db"
os.makedirs(os.path.dirname(path), exist_ok=True)
db = sqlite3.connect(path)
db.executescript("""
CREATE TABLE links (id INTEGER PRIMARY KEY, slug TEXT UNIQUE NOT NULL, target TEXT NOT NULL, created INTEGER NOT NULL);
CREATE TABLE clicks (id INTEGER PRIMARY KEY, link_id INTEGER NOT NULL REFERENCES links(id), ts INTEGER NOT NULL, referer TEXT);
""")
rnd = random.Random(7)
now = int(time.time())
for i in range(1, 61):
    db.execute("INSERT INTO links VALUES (?,?,?,?)", (i, f"go{i:03d}", f"https://docs.example.com/page/{i}", now - 86400 * rnd.randint(30, 400)))
for j in range(1, 901):
    db.execute("INSERT INTO clicks (link_id, ts, referer) VALUES (?,?,?)", (rnd.randint(1, 60), now - rnd.randint(60, 86400 * 90), rnd.choice(["", "https://chat.example.com", "https://mail.example.com"])))
db.commit()
