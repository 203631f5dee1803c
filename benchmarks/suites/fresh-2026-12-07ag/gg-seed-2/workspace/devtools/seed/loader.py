"""Load JSON fixtures into the local dev database."""
import json
import sqlite3
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ORDER = ["users", "products", "orders"]


def _insert(conn, table, rows):
    if not rows:
        return 0
    cols = list(rows[0])
    sql = f"INSERT OR REPLACE INTO {table} ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})"
    conn.executemany(sql, [tuple(r[c] for c in cols) for r in rows])
    return len(rows)


def load_all(db_path, fixtures_dir):
    db_path = Path(db_path)
    db_path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(db_path)
    conn.executescript((ROOT / "db" / "schema.sql").read_text())
    counts = {}
    with conn:
        for table in ORDER:
            f = Path(fixtures_dir) / f"{table}.json"
            counts[table] = _insert(conn, table, json.loads(f.read_text())) if f.exists() else 0
    conn.close()
    summary = " ".join(f"{t}={n}" for t, n in counts.items())
    (db_path.parent / ".seeded").write_text(summary + "\n")
    return counts
