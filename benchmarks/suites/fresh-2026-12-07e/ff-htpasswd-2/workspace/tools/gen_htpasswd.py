#!/usr/bin/env python3
"""Build the staging-docs .htpasswd from team/members.csv.

Only rows with docs_access=yes get an entry.  Members hand in their own
{SHA} hash (htpasswd -nbs), so no plain password ever lands in the repo.
"""
import csv
import os
import sys
import tempfile
def entries(members_csv):
    with open(members_csv, newline="") as f:
        for row in csv.DictReader(f):
            if row["docs_access"].strip().lower() == "yes":
                yield row["username"].strip(), row["htpasswd_hash"].strip()


def main(members_csv, out):
    lines = [f"{user}:{h}" for user, h in entries(members_csv)]
    os.makedirs(os.path.dirname(out), exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(out))
    with os.fdopen(fd, "w") as f:
        f.write("\n".join(lines) + "\n")
    os.chmod(tmp, 0o640)
    os.replace(tmp, out)
    print(f"{out}: {len(lines)} users")


if __name__ == "__main__":
    main(*sys.argv[1:3])
