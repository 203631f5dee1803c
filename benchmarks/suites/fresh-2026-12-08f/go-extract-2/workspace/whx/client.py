"""Tiny client for the warehouse replica mounted at warehouse/ (one folder per schema)."""
import csv
import json
import pathlib

from whx import auth

WAREHOUSE = pathlib.Path(__file__).resolve().parent.parent / "warehouse"


class PermissionDenied(Exception):
    pass


class Session:
    def __init__(self, profile):
        self.profile = profile
        self.creds = auth.credentials(profile)
        self.grants = json.loads((WAREHOUSE / "_grants.json").read_text())

    def can_read(self, table):
        schema = table.split(".")[0]
        return schema in self.grants.get(self.creds["role"], [])

    def read(self, table):
        if not self.can_read(table):
            raise PermissionDenied(f"role {self.creds['role']} has no USAGE on {table.split('.')[0]}")
        schema, name = table.split(".")
        with open(WAREHOUSE / schema / f"{name}.csv", newline="") as f:
            return list(csv.DictReader(f))
MASKED_VIEWS = {"raw_pii.users": ("analytics.users_masked", {"email": "email_hash"})}


def read_table(session, table):
    """Read a table; raw PII tables fall back to their masked view when the role lacks the grant."""
    try:
        return session.read(table)
    except PermissionDenied as e:
        if table not in MASKED_VIEWS:
            raise SystemExit(f"{e}: request access in #data-access")
        view, renames = MASKED_VIEWS[table]
        print(f"note: {e}; using {view} ({', '.join(f'{a} -> {b}' for a, b in renames.items())})")
        rows = session.read(view)
        for r in rows:
            for a, b in renames.items():
                r[a] = r.pop(b)
        return rows
