import sqlite3, os
os.makedirs("data", exist_ok=True)
app = sqlite3.connect("data/app.db")
app.executescript(open("migrations/0001_init.sql").read())
app.executescript(open("migrations/0002_add_display_name.sql").read())
app.executescript("""
CREATE TABLE schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL);
INSERT INTO schema_migrations VALUES ('0001', '2025-02-01 10:00:00'), ('0002', '2025-06-01 10:00:00');
INSERT INTO users (name, email, created_at) VALUES
  ('alice', 'alice@example.com', '2025-02-02'), ('bob', 'bob@example.com', '2025-03-09'),
  ('carol', 'carol@example.com', '2025-07-21');
UPDATE users SET display_name = 'Alice A.' WHERE name = 'alice';
""")
app.commit(); app.close()
audit = sqlite3.connect("data/audit.db")
audit.executescript("""
CREATE TABLE audit_events (id INTEGER PRIMARY KEY, created_at TEXT NOT NULL, actor TEXT, action TEXT, target TEXT);
INSERT INTO audit_events (created_at, actor, action, target) VALUES
  ('2025-02-02 10:01:00', 'alice', 'login', 'web'),
  ('2025-03-09 08:30:12', 'alice', 'grant_role', 'bob:developer'),
  ('2025-07-21 14:05:55', 'bob', 'export', 'invoices-2025-06.csv'),
  ('2026-03-02 11:11:11', 'carol', 'refund', 'inv_1042'),
  ('2026-11-30 16:40:02', 'alice', 'rotate_key', 'staging');
""")
audit.commit(); audit.close()
