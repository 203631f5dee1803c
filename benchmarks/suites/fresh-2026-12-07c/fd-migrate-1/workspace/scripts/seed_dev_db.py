#!/usr/bin/env python3
"""Create the local dev database with the first migrations and some sample rows."""
import os
import sqlite3
import sys

db = sys.argv[1] if len(sys.argv) > 1 else "var/app.db"
os.makedirs(os.path.dirname(db) or ".", exist_ok=True)
conn = sqlite3.connect(db)
conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
for name in ("0001_init.sql", "0002_audit_log.sql"):
    with open(os.path.join("migrations", name)) as f:
        conn.executescript(f.read())
    conn.execute("INSERT INTO schema_migrations VALUES (?, '2024-03-02 09:00:00')", (name[:-4],))
conn.executemany("INSERT INTO users (id, email, role) VALUES (?, ?, ?)", [
    (1, "ana@example.com", "admin"),
    (2, "ben@example.com", "member"),
    (3, "cho@example.com", "member"),
])
conn.executemany("INSERT INTO notes (user_id, title, body, created_at) VALUES (?, ?, ?, ?)", [
    (1, "Quarterly roadmap draft", "Ship offline mode; drop IE11 banner.", "2024-04-11 10:02:00"),
    (2, "Vendor call", "Ask about the EU data residency addendum.", "2024-05-02 15:40:00"),
    (3, "Groceries", "oat milk, coffee, lemons", "2024-06-19 08:15:00"),
])
conn.executemany("INSERT INTO audit_log (actor, action, detail, created_at) VALUES (?, ?, ?, ?)", [
    ("ana@example.com", "role.grant", "granted admin role to ben@example.com", "2024-03-14 11:20:05"),
    ("ben@example.com", "export", "exported customer list (4210 rows) to csv", "2024-05-21 17:03:44"),
    ("ben@example.com", "role.revoke", "revoked admin role from ben@example.com by ana@example.com", "2024-05-22 08:12:09"),
    ("cho@example.com", "invoice.delete", "deleted invoice INV-2024-0117", "2024-07-03 13:55:30"),
])
conn.commit()
conn.close()
print(f"seeded {db}")
