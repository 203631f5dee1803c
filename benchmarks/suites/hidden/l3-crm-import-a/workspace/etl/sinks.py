"""Sinks for the warehouse."""
import csv, os

FIELDS = ["id", "name", "email", "country"]


class CsvSink:
    def __init__(self, path):
        self.path = path

    def write(self, rows):
        os.makedirs(os.path.dirname(self.path) or ".", exist_ok=True)
        # append the batch; header only for a new file
        fresh = not os.path.exists(self.path)
        with open(self.path, "a", newline="") as f:
            w = csv.DictWriter(f, fieldnames=FIELDS)
            if fresh:
                w.writeheader()
            w.writerows(rows)
        return len(rows)
