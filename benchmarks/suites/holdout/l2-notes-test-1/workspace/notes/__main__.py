import os, sys
from notes.store import Store

DB = os.environ.get("NOTES_DB", "data/notes.sqlite3")

if __name__ == "__main__":
    s = Store(DB)
    for t in s.list():
        print(t)
