#!/usr/bin/env python3
"""Build a development copy of the photo index (schema at 0006, sample data)."""
import os, random, sqlite3, sys
path = sys.argv[1]
os.makedirs(os.path.dirname(path), exist_ok=True)
db = sqlite3.connect(path)
db.executescript("""
CREATE TABLE schema_migrations (version TEXT PRIMARY KEY, applied TEXT DEFAULT (datetime('now')));
CREATE TABLE photos (id INTEGER PRIMARY KEY, path TEXT NOT NULL, taken_at TEXT, camera TEXT, width INTEGER, height INTEGER, sha1 TEXT);
CREATE TABLE albums (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE album_photos (album_id INTEGER, photo_id INTEGER);
CREATE INDEX idx_photos_taken_at ON photos (taken_at);
""")
for v in ["0001_initial", "0002_albums", "0003_camera", "0004_dimensions", "0005_sha1", "0006_index_taken_at"]:
    db.execute("INSERT INTO schema_migrations (version) VALUES (?)", (v,))
rnd = random.Random(11)
names = ["sunset", "harbour", "kids_beach", "birthday", "snow", "market", "bridge", "garden"]
for i in range(1, 241):
    name = f"{2016 + i % 8}/IMG_{2000 + i}_{names[i % len(names)]}.jpg"
    db.execute("INSERT INTO photos (path, taken_at, camera, width, height, sha1) VALUES (?,?,?,?,?,?)",
               (name, f"{2016 + i % 8}-0{1 + i % 9}-1{i % 9}T12:00:00", rnd.choice(["X-T3", "iPhone 12", "EOS R6"]), 6000, 4000, "%040x" % rnd.getrandbits(160)))
db.execute("INSERT INTO albums VALUES (1, 'Holidays'), (2, 'Family')")
db.executemany("INSERT INTO album_photos VALUES (?, ?)", [(1 + i % 2, i) for i in range(1, 241, 3)])
db.commit()
