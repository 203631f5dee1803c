import csv
import os
import tempfile

from . import normalize


def dedupe_rows(rows, key):
    seen = {}
    for row in rows:
        row[key] = normalize.normalize(key, row[key])
        k = row[key]
        if k in seen:
            # keep the first row, fill its blanks from the duplicate
            for col, val in row.items():
                if val and not seen[k].get(col):
                    seen[k][col] = val
        else:
            seen[k] = row
    return list(seen.values())


def dedupe_file(path, key):
    with open(path, newline="") as fh:
        reader = csv.DictReader(fh)
        fields = reader.fieldnames
        rows = list(reader)
    out = dedupe_rows(rows, key)
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(path)), suffix=".csv")
    with os.fdopen(fd, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=fields)
        w.writeheader()
        w.writerows(out)
    os.replace(tmp, path)
    return len(rows), len(out)
