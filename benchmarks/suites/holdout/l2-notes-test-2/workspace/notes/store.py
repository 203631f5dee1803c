"""SQLite-backed note storage."""
import sqlite3

SCHEMA = """
CREATE TABLE IF NOT EXISTS notes (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    body TEXT NOT NULL DEFAULT '',
    created TEXT NOT NULL DEFAULT (datetime('now'))
);
"""


class Store:
    def __init__(self, path):
        self.db = sqlite3.connect(path)
        self.db.executescript(SCHEMA)

    def reset(self):
        """Drop everything and recreate the schema."""
        self.db.executescript("DROP TABLE IF EXISTS notes;" + SCHEMA)

    def add(self, title, body=""):
        cur = self.db.execute("INSERT INTO notes (title, body) VALUES (?, ?)", (title, body))
        self.db.commit()
        return cur.lastrowid

    def list(self):
        return [r[0] for r in self.db.execute("SELECT title FROM notes ORDER BY id")]

    def search(self, text):
        q = f"%{text}%"
        return [r[0] for r in self.db.execute("SELECT title FROM notes WHERE title LIKE ? OR body LIKE ? ORDER BY id", (q, q))]

    def close(self):
        self.db.close()
