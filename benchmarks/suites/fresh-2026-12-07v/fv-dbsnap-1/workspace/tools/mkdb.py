"""Create a small orders database (used by setup and tests): mkdb.py PATH DAY..."""
import sqlite3
import sys

path, days = sys.argv[1], sys.argv[2:]
db = sqlite3.connect(path)
db.execute("create table if not exists orders(id integer primary key, total real, created text)")
for i, day in enumerate(days):
    db.execute("insert into orders(total, created) values (?, ?)", (19.5 + 10 * i, day))
db.commit()
db.close()
