"""Access to ledger data files. Paths may come from API parameters, so every
path is resolved against the data root and must stay inside it."""
import csv
import json
from pathlib import Path

from . import config


class StorageError(Exception):
    pass


def resolve(rel, cfg=None):
    """Absolute path of `rel` inside the data root; refuses anything that would
    land outside it (e.g. '../../etc/passwd' from a request parameter)."""
    cfg = cfg or config.load()
    root = cfg["data_root"]
    p = (root / rel).resolve()
    if p != root and root not in p.parents:
        raise StorageError(f"path escapes the data root: {rel}")
    return p


def data_file(kind, year, month, ext, cfg=None):
    cfg = cfg or config.load()
    if cfg["layout"] >= 2:
        rel = Path(kind) / f"{year:04d}" / f"{month:02d}.{ext}"
    else:
        rel = Path(f"{kind}-{year:04d}-{month:02d}.{ext}")
    return resolve(rel, cfg)


def read_events(year, month):
    with open(data_file("events", year, month, "jsonl")) as f:
        return [json.loads(line) for line in f if line.strip()]


def read_invoices(year, month):
    with open(data_file("invoices", year, month, "csv"), newline="") as f:
        return list(csv.DictReader(f))


def export(rel):
    """Used by the /export endpoint: `rel` comes from the query string."""
    return resolve(rel).read_bytes()
