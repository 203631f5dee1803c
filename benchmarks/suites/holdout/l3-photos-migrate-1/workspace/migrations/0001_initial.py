def up(db):
    db.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY, path TEXT NOT NULL, taken_at TEXT)")
