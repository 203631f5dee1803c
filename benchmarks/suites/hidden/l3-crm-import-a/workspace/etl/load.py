"""python3 -m etl.load BATCH TARGET"""
import csv, sys
from etl import sinks

def main(batch, target):
    with open(batch, newline="") as f:
        rows = [r for r in csv.DictReader(f) if r["email"]]
    n = sinks.CsvSink(target).write(rows)
    print("loaded %d rows from %s into %s" % (n, batch, target))

if __name__ == "__main__":
    main(*sys.argv[1:3])
