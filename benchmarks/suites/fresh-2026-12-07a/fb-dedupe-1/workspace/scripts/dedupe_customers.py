#!/usr/bin/env python3
"""Deduplicate a customers CSV by email address, in place.

Two rows are the same customer when their email addresses are equal after
trimming surrounding spaces and ignoring case. Of each group the row with the
latest `updated_at` is kept (ties: the later row in the file). Order of the
surviving rows follows the file; the header is preserved.
"""
import csv
import sys


def email_key(addr):
    # canonical mailbox: providers ignore dots and +tags in the local part
    local, _, domain = addr.strip().lower().partition("@")
    local = local.split("+", 1)[0].replace(".", "")
    return local + "@" + domain


def main(path):
    with open(path, newline="") as f:
        reader = csv.DictReader(f)
        fields = reader.fieldnames
        rows = list(reader)

    best = {}
    for idx, row in enumerate(rows):
        key = email_key(row["email"])
        cur = best.get(key)
        if cur is None or row["updated_at"] >= rows[cur]["updated_at"]:
            best[key] = idx

    keep = sorted(best.values())
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=fields, lineterminator="\n")
        w.writeheader()
        for i in keep:
            w.writerow(rows[i])
    print(f"{path}: {len(rows)} rows -> {len(keep)} rows "
          f"({len(rows) - len(keep)} duplicate(s) removed)")


if __name__ == "__main__":
    main(sys.argv[1])
