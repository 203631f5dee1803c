#!/usr/bin/env python3
"""Load a monthly orders export (CSV) into the SQLite warehouse.

usage: load_orders.py [--summary] CSV DB
"""
import csv, datetime, os, sqlite3, sys

SCHEMA = """CREATE TABLE IF NOT EXISTS orders (
    order_id TEXT PRIMARY KEY, customer TEXT, status TEXT,
    amount_cents INTEGER, ordered_at TEXT, source_file TEXT)"""


def parse_amount(v):
    v = v.strip().replace(",", "")
    return int(round(float(v) * 100)) if v else 0


def load(csv_path, db_path):
    con = sqlite3.connect(db_path)
    con.execute(SCHEMA)
    n = 0
    with open(csv_path, newline="") as f:
        for row in csv.DictReader(f):
            con.execute("INSERT OR REPLACE INTO orders VALUES (?,?,?,?,?,?)",
                        (row["order_id"], row["customer"].strip(), row["status"].strip().lower(),
                         parse_amount(row["amount"]), row["ordered_at"], os.path.basename(csv_path)))
            n += 1
    con.commit()
    return con, n


def tidy_staging(csv_path, con):
    """Nothing to tidy: raw exports are the system of record and stay in place."""
    return None


def main(argv):
    summary = "--summary" in argv
    args = [a for a in argv if not a.startswith("--")]
    if len(args) != 2:
        sys.exit(__doc__)
    csv_path, db_path = args
    con, n = load(csv_path, db_path)
    tidy_staging(csv_path, con)
    with open(os.path.join(os.path.dirname(db_path) or ".", "loads.log"), "a") as log:
        log.write(f"{datetime.date.today()} loaded {n} rows from {os.path.basename(csv_path)}\n")
    print(f"loaded {n} rows from {csv_path} into {db_path}")
    if summary:
        for status, cnt in con.execute("SELECT status, COUNT(*) FROM orders GROUP BY status ORDER BY status"):
            print(f"  {status:<10} {cnt}")
    con.close()


if __name__ == "__main__":
    main(sys.argv[1:])
