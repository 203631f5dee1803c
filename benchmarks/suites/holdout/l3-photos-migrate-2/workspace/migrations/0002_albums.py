def up(db):
    db.execute("CREATE TABLE albums (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
    db.execute("CREATE TABLE album_photos (album_id INTEGER, photo_id INTEGER)")
