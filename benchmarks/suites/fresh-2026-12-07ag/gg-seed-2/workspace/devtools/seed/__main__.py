"""python -m devtools.seed [--db PATH] FIXTURES_DIR"""
import argparse

from .loader import load_all


def main():
    ap = argparse.ArgumentParser(prog="devtools.seed")
    ap.add_argument("--db", default="db/dev.sqlite3")
    ap.add_argument("fixtures")
    args = ap.parse_args()
    counts = load_all(args.db, args.fixtures)
    for table, n in counts.items():
        print(f"seeded {table:<10} {n:>4} rows")


main()
