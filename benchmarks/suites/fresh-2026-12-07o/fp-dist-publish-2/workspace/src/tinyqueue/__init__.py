"""tinyqueue: a tiny persistent job queue."""
import json
import sqlite3
import time

__version__ = "0.9.2"


class Queue:
    def __init__(self, path=":memory:"):
        self.db = sqlite3.connect(path)
        self.db.execute(
            "CREATE TABLE IF NOT EXISTS jobs (id INTEGER PRIMARY KEY, payload TEXT, "
            "state TEXT DEFAULT 'ready', created REAL)"
        )

    def put(self, payload):
        cur = self.db.execute(
            "INSERT INTO jobs (payload, created) VALUES (?, ?)", (json.dumps(payload), time.time())
        )
        self.db.commit()
        return cur.lastrowid

    def take(self):
        row = self.db.execute(
            "SELECT id, payload FROM jobs WHERE state='ready' ORDER BY id LIMIT 1"
        ).fetchone()
        if row is None:
            return None
        self.db.execute("UPDATE jobs SET state='taken' WHERE id=?", (row[0],))
        self.db.commit()
        return row[0], json.loads(row[1])

    def __len__(self):
        return self.db.execute("SELECT COUNT(*) FROM jobs WHERE state='ready'").fetchone()[0]
