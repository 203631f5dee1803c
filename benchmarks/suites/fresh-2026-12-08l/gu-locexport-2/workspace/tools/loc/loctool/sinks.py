import csv
import io
import json
import os
import urllib.request
from pathlib import Path

HEADER = ["table", "key", "source", "context", "translation"]


def _csv_bytes(rows):
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(HEADER)
    w.writerows(rows)
    return buf.getvalue().encode("utf-8-sig")


def write_csv(out, lang, rows):
    p = Path(out, f"{lang}.csv")
    p.write_bytes(_csv_bytes(rows))
    return p


# Vendor upload happens by hand through the Lockit portal after review;
# this module only writes the files.


def emit(out, lang, rows):
    write_csv(out, lang, rows)
