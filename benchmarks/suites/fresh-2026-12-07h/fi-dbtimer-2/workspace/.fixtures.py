import os
import sqlite3
os.makedirs("data", exist_ok=True)
c = sqlite3.connect("data/app.db")
c.executescript("CREATE TABLE kv (k TEXT PRIMARY KEY, v TEXT); INSERT INTO kv VALUES ('schema', '42');")
c.commit()
