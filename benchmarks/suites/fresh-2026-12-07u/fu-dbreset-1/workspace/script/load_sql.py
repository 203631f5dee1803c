#!/usr/bin/env python3
"""load_sql.py DB FILE... : execute SQL files against a sqlite database."""
import sqlite3, sys

db, files = sys.argv[1], sys.argv[2:]
con = sqlite3.connect(db)
for path in files:
    with open(path) as f:
        con.executescript(f.read())
con.commit()
con.close()
