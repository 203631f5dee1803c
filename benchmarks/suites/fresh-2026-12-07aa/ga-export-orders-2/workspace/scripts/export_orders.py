#!/usr/bin/env python3
"""Export orders in a given status from the local dev database to CSV, with their event trail.

usage: export_orders.py --db FILE --status STATUS --out FILE.csv
"""
import argparse
import csv
import pathlib
import sqlite3

QUERY = """
    SELECT o.id, o.customer_id, o.status, o.total_cents, o.created_at,
           group_concat(e.type, '>') AS events
    FROM orders o LEFT JOIN order_events e ON e.order_id = o.id
    WHERE o.status = ?
    GROUP BY o.id
    ORDER BY o.id
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", required=True)
    ap.add_argument("--status", required=True)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    con = sqlite3.connect(f"file:{args.db}?mode=ro", uri=True)
    rows = con.execute(QUERY, (args.status,)).fetchall()
    con.close()
    out = pathlib.Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["order_id", "customer_id", "status", "total_cents", "created_at", "events"])
        w.writerows(rows)
    print(f"exported {len(rows)} {args.status} order(s) to {out}")


if __name__ == "__main__":
    main()
