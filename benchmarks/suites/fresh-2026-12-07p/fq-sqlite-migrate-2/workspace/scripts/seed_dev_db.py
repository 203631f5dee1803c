"""Create data/app.db at the state of production (migrations up to 003)."""
import os
import sqlite3

os.makedirs("data", exist_ok=True)
con = sqlite3.connect("data/app.db")
con.execute("CREATE TABLE schema_migrations (version TEXT PRIMARY KEY)")
for name in ["001_users.sql", "002_dashboards.sql", "003_seed_users.sql"]:
    con.executescript(open(os.path.join("migrations", name)).read())
    con.execute("INSERT INTO schema_migrations VALUES (?)", (name.split("_")[0],))
con.commit()
