"""Sinks for the warehouse."""
import csv, os

FIELDS = ["id", "name", "email", "country"]


class CsvSink:
    def __init__(self, path):
        self.path = path

    def write(self, rows):
        os.makedirs(os.path.dirname(self.path) or ".", exist_ok=True)
        # one consistent snapshot per load: header plus the batch
        with open(self.path, "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=FIELDS)
            w.writeheader()
            w.writerows(rows)
        return len(rows)
