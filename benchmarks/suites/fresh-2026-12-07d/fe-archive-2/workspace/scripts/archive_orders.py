#!/usr/bin/env python3
"""Move orders created before a cutoff out of the live database into the archive.

    archive_orders.py --before YYYY-MM-DD LIVE_DB ARCHIVE_DB

Rows are copied into ARCHIVE_DB (table orders_archive), verified there, and only
then deleted from LIVE_DB, so a crash at any point never loses an order.
"""
import argparse
import os
import re
import shutil
import sqlite3
import sys

ARCHIVE_SCHEMA = """
CREATE TABLE IF NOT EXISTS orders_archive (
    id          TEXT PRIMARY KEY,
    customer    TEXT NOT NULL,
    total_cents INTEGER NOT NULL,
    status      TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    archived_at TEXT NOT NULL
)"""


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--before", required=True, help="cutoff date YYYY-MM-DD (exclusive)")
    ap.add_argument("live")
    ap.add_argument("archive")
    args = ap.parse_args()
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", args.before):
        ap.error("--before must look like YYYY-MM-DD")
    return args


def build_archive(archive, rows):
    """Write the archive to a temporary file and swap it in atomically, so an
    interrupted run never leaves a half-written archive behind."""
    tmp = archive + ".tmp"
    if os.path.exists(tmp):
        os.remove(tmp)
    if os.path.exists(archive):
        # start from the current archive: earlier years must stay in it
        shutil.copy2(archive, tmp)
    con = sqlite3.connect(tmp)
    with con:
        con.execute(ARCHIVE_SCHEMA)
        con.executemany(
            "INSERT OR IGNORE INTO orders_archive VALUES (?, ?, ?, ?, ?, datetime('now'))", rows)
    ids = [r[0] for r in rows]
    have = set()
    for i in range(0, len(ids), 500):
        chunk = ids[i:i + 500]
        q = "SELECT id FROM orders_archive WHERE id IN (%s)" % ",".join("?" * len(chunk))
        have.update(x for (x,) in con.execute(q, chunk))
    total = con.execute("SELECT count(*) FROM orders_archive").fetchone()[0]
    con.close()
    missing = set(ids) - have
    if missing:
        os.remove(tmp)
        sys.exit(f"archive verification failed: {len(missing)} orders missing; nothing deleted")
    os.replace(tmp, archive)
    return total


def main():
    args = parse_args()
    live = sqlite3.connect(args.live)
    rows = live.execute(
        "SELECT id, customer, total_cents, status, created_at FROM orders "
        "WHERE created_at < ? ORDER BY created_at", (args.before,)).fetchall()
    if not rows:
        print(f"no orders created before {args.before}; nothing to do")
        return
    total = build_archive(args.archive, rows)
    with live:
        live.executemany("DELETE FROM orders WHERE id = ?", [(r[0],) for r in rows])
    left = live.execute("SELECT count(*) FROM orders").fetchone()[0]
    live.close()
    print(f"archived {len(rows)} orders created before {args.before}")
    print(f"  {args.archive}: {total} orders in the archive")
    print(f"  {args.live}: {left} orders left")


if __name__ == "__main__":
    main()
