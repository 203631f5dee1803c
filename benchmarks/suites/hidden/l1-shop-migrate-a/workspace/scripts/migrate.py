#!/usr/bin/env python3
"""Apply pending schema migrations to var/shop.db.

v3: customers gets a `tier` column (basic / silver / gold), default 'basic'.
"""
import sqlite3

DB = "var/shop.db"

def current(db):
    return db.execute("SELECT max(version) FROM schema_version").fetchone()[0]

def v3(db):
    cols = [r[1] for r in db.execute("PRAGMA table_info(customers)")]
    if "tier" not in cols:
        db.execute("ALTER TABLE customers ADD COLUMN tier TEXT NOT NULL DEFAULT 'basic'")

def main():
    db = sqlite3.connect(DB)
    v = current(db)
    if v >= 3:
        print("schema already at v%d" % v)
        return
    before = db.execute("SELECT count(*) FROM customers").fetchone()[0]
    v3(db)
    db.execute("INSERT INTO schema_version VALUES (3)")
    db.commit()
    db.execute("VACUUM")
    after = db.execute("SELECT count(*) FROM customers").fetchone()[0]
    db.close()
    print("migrated var/shop.db: v%d -> v3 (%d customers before, %d after)" % (v, before, after))

if __name__ == "__main__":
    main()
