#!/usr/bin/env python3
"""Housekeeping for the service's SQLite files in data/.

    db_maint.py prune-sessions DB [--days N] [--dry-run]
        delete web sessions not seen for N days (default 30)
    db_maint.py vacuum DB
        rebuild the file to give the freed pages back to the filesystem
    db_maint.py stats DB
        row counts and file size

Every run appends one line per database to data/maintenance.log.
"""
import argparse
import os
import sqlite3
import sys
import time

DAY = 86400


def log(db_dir, line):
    with open(os.path.join(db_dir, "maintenance.log"), "a") as fh:
        fh.write("%s %s\n" % (time.strftime("%Y-%m-%dT%H:%M:%S"), line))


def tables(conn):
    return [r[0] for r in conn.execute(
        "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'")]


def columns(conn, table):
    return [r[1] for r in conn.execute("PRAGMA table_info(%s)" % table)]


def cmd_prune_sessions(args):
    cutoff = int(time.time()) - args.days * DAY
    path = args.db
    conn = sqlite3.connect(path)
    if "sessions" not in tables(conn):
        sys.exit("%s has no sessions table" % path)
    n = conn.execute("SELECT COUNT(*) FROM sessions WHERE last_seen < ?", (cutoff,)).fetchone()[0]
    if n and not args.dry_run:
        conn.execute("DELETE FROM sessions WHERE last_seen < ?", (cutoff,))
    conn.commit()
    conn.close()
    verb = "would delete" if args.dry_run else "deleted"
    print("%s: %s %d expired sessions (not seen for %d days)" % (os.path.basename(path), verb, n, args.days))
    if not args.dry_run:
        log(os.path.dirname(os.path.abspath(path)), "prune-sessions %s: %d rows" % (os.path.basename(path), n))


def cmd_vacuum(args):
    before = os.path.getsize(args.db)
    conn = sqlite3.connect(args.db)
    conn.execute("VACUUM")
    conn.close()
    after = os.path.getsize(args.db)
    print("%s: %d -> %d bytes" % (args.db, before, after))
    log(os.path.dirname(os.path.abspath(args.db)), "vacuum %s: %d -> %d bytes" % (os.path.basename(args.db), before, after))


def cmd_stats(args):
    conn = sqlite3.connect(args.db)
    for table in tables(conn):
        print("%-12s %6d rows" % (table, conn.execute("SELECT COUNT(*) FROM %s" % table).fetchone()[0]))
    print("size %d bytes" % os.path.getsize(args.db))


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("prune-sessions")
    p.add_argument("db")
    p.add_argument("--days", type=int, default=30)
    p.add_argument("--dry-run", action="store_true")
    p.set_defaults(func=cmd_prune_sessions)
    p = sub.add_parser("vacuum")
    p.add_argument("db")
    p.set_defaults(func=cmd_vacuum)
    p = sub.add_parser("stats")
    p.add_argument("db")
    p.set_defaults(func=cmd_stats)
    args = ap.parse_args()
    if not os.path.exists(args.db):
        sys.exit("no such database: %s" % args.db)
    args.func(args)


if __name__ == "__main__":
    main()
