#!/usr/bin/env python3
"""ledger: sum a plain-text journal (DATE  ACCOUNT  AMOUNT per line)."""
import collections, sys

def main(path):
    totals = collections.Counter()
    for line in open(path):
        parts = line.split()
        if len(parts) == 3:
            totals[parts[1]] += float(parts[2])
    for acct, amt in sorted(totals.items()):
        print("%-20s %10.2f" % (acct, amt))

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "journal.txt")
