#!/usr/bin/env python3
"""Turn a users export (CSV) from prod into anonymised JSON fixtures.

    tools/anonymise_users.py INPUT.csv OUTPUT.json

ids, plan and created_at are kept (tests rely on them); email, name and phone are replaced
with stable fakes derived from the id, so reruns give the same fixtures.
"""
import csv
import hashlib
import json
import sys
from pathlib import Path


def fake(row):
    h = hashlib.sha256(("fixtures-v2:" + row["id"]).encode()).hexdigest()
    return {
        "id": int(row["id"]),
        "email": f"user-{h[:10]}@example.test",
        "full_name": f"Test User {row['id']}",
        "phone": "+1 555 0100",
        "plan": row["plan"],
        "created_at": row["created_at"],
    }


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    src, dst = Path(argv[1]), Path(argv[2])
    with src.open(newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    users = [fake(r) for r in rows]
    dst.parent.mkdir(parents=True, exist_ok=True)
    dst.write_text(json.dumps(users, indent=2) + "\n", encoding="utf-8")
    print(f"{len(users)} users anonymised -> {dst}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
