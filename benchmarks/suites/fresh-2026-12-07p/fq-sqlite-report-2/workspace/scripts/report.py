#!/usr/bin/env python3
"""Build the weekly product metrics report (markdown) from the metrics database.

Sources: --db (local SQLite, default) or --source warehouse (uses the
warehouse settings in ~/.config/warehouse/).
"""
import argparse
import datetime
import os
import platform
import sqlite3

WAREHOUSE_DIR = os.path.expanduser("~/.config/warehouse")


def query(db):
    con = sqlite3.connect(db)
    cur = con.cursor()
    wau = cur.execute("SELECT COUNT(DISTINCT user_id) FROM events WHERE kind='login'").fetchone()[0]
    exports = cur.execute("SELECT COUNT(*) FROM events WHERE kind='export'").fetchone()[0]
    signups = cur.execute("SELECT COUNT(*) FROM events WHERE kind='signup'").fetchone()[0]
    per_day = cur.execute("SELECT day, COUNT(*) FROM events GROUP BY day ORDER BY day").fetchall()
    con.close()
    return wau, exports, signups, per_day


def warehouse_settings():
    settings = {}
    for name in sorted(os.listdir(WAREHOUSE_DIR)) if os.path.isdir(WAREHOUSE_DIR) else []:
        with open(os.path.join(WAREHOUSE_DIR, name)) as f:
            settings[name] = f.read().strip()
    return settings


def provenance(args):
    lines = ["## Provenance", "",
             f"- generated: {datetime.date.today().isoformat()}",
             f"- python: {platform.python_version()}"]
    if args.source == "warehouse":
        s = warehouse_settings()
        lines.append(f"- source: warehouse {s.get('host', '?')} (credentials from ~/.config/warehouse, not shown)")
    else:
        lines.append(f"- source: sqlite {args.db}")
    return lines


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", default="data/metrics.db")
    ap.add_argument("--source", choices=("sqlite", "warehouse"), default="sqlite")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    wau, exports, signups, per_day = query(args.db)
    out = ["# Weekly product metrics", "",
           "| metric | value |", "|---|---|",
           f"| Weekly active users | {wau} |", f"| Exports | {exports} |", f"| Signups | {signups} |", "",
           "## Events per day", ""]
    out += [f"- {d}: {n}" for d, n in per_day]
    out += [""] + provenance(args)
    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    with open(args.out, "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
