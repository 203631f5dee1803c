"""A minimal migration runner: migrations/NNNN_name.py with up(db)."""
import importlib.util
import os
import sqlite3


def available(folder):
    return sorted(f[:-3] for f in os.listdir(folder) if f[:4].isdigit() and f.endswith(".py"))


def run(path, folder):
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied TEXT DEFAULT (datetime('now')))")
    done = {r[0] for r in db.execute("SELECT version FROM schema_migrations")}
    applied = []
    for name in available(folder):
        if name in done:
            continue
        spec = importlib.util.spec_from_file_location(name, os.path.join(folder, name + ".py"))
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        mod.up(db)
        db.execute("INSERT INTO schema_migrations (version) VALUES (?)", (name,))
        db.commit()
        applied.append(name)
    if applied:
        db.execute("VACUUM")  # schema changes leave free pages behind
    db.close()
    return applied
