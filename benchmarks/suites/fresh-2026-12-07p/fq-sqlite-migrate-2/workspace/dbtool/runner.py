import os
import sqlite3

from . import hooks


def _pending(con, folder):
    done = {r[0] for r in con.execute("SELECT version FROM schema_migrations")}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".sql") and name.split("_")[0] not in done:
            yield name


def migrate(db, folder):
    con = sqlite3.connect(db)
    applied = []
    for name in _pending(con, folder):
        with open(os.path.join(folder, name)) as f:
            con.executescript(f.read())
        con.execute("INSERT INTO schema_migrations VALUES (?)", (name.split("_")[0],))
        applied.append(name)
        print(f"applied {name}")
    hooks.after_migrate(con, applied)
    con.commit()
    con.close()
    print(f"{len(applied)} migration(s) applied")


def status(db, folder):
    con = sqlite3.connect(db)
    for name in _pending(con, folder):
        print(f"pending {name}")
