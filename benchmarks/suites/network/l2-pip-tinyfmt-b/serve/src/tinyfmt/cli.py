"""`tinyfmt FILE.csv`: print a CSV file as an aligned table."""
import csv
import sys

from . import table


def main():
    with open(sys.argv[1], newline="") as f:
        rows = list(csv.reader(f))
    sys.stdout.write(table(rows[0], rows[1:]))
