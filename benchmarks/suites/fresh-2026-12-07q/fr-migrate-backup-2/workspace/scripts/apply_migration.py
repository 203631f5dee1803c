#!/usr/bin/env python3
"""Apply pending SQL migrations in migrations/ to db.sqlite3 (tiny stand-in for manage.py migrate)."""
import os, sqlite3, sys

DB = "db.sqlite3"
conn = sqlite3.connect(DB)
done = {r[0] for r in conn.execute("select name from django_migrations where app='accounts'")}
applied = []
for fn in sorted(os.listdir("migrations")):
    if not fn.endswith(".sql"):
        continue
    name = fn[:-4]
    if name in done:
        continue
    with open(os.path.join("migrations", fn)) as f:
        conn.executescript(f.read())
    conn.execute("insert into django_migrations(app, name) values ('accounts', ?)", (name,))
    applied.append(name)
conn.commit()
with open("migrations/applied.log", "a") as log:
    for name in applied:
        log.write(f"accounts.{name} OK\n")
print("Applied:", ", ".join(applied) if applied else "nothing to do")
