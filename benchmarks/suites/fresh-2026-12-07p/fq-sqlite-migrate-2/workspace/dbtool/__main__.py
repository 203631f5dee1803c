import argparse

from . import runner

ap = argparse.ArgumentParser(prog="dbtool")
ap.add_argument("action", choices=["migrate", "status"])
ap.add_argument("--db", default="data/app.db")
ap.add_argument("--dir", default="migrations")
a = ap.parse_args()
if a.action == "migrate":
    runner.migrate(a.db, a.dir)
else:
    runner.status(a.db, a.dir)
