import os, sqlite3
os.makedirs("data", exist_ok=True)
for name, rows in (("notes", ["groceries", "call the plumber", "draft talk abstract"]),
                   ("attachments", ["scan-0001.pdf", "receipt-2024-03.png"]),
                   ("tags", ["home", "work"]), ("users", ["me"]), ("search", ["idx"])):
    db = sqlite3.connect("data/%s.db" % name)
    db.execute("CREATE TABLE t (v TEXT)")
    db.executemany("INSERT INTO t VALUES (?)", [(r,) for r in rows])
    db.commit(); db.close()
