#!/usr/bin/env python3
"""Add a user to seeds/users.yaml (the dev/staging seed data).

    scripts/add_user.py --name NAME --email EMAIL --role ROLE
"""
import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
USERS = os.path.join(ROOT, "seeds", "users.yaml")
ROLES = os.path.join(ROOT, "seeds", "roles.yaml")


def known_roles():
    with open(ROLES) as f:
        return {m.group(1) for m in re.finditer(r"^  ([a-z_]+):", f.read(), re.M)}


def roles_for(role):
    return [role]


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--name", required=True)
    ap.add_argument("--email", required=True)
    ap.add_argument("--role", required=True)
    a = ap.parse_args()
    if a.role not in known_roles():
        sys.exit(f"unknown role {a.role!r}; see seeds/roles.yaml")
    with open(USERS) as f:
        text = f.read()
    if re.search(r"name: %s," % re.escape(a.name), text):
        sys.exit(f"user {a.name} already present")
    roles = roles_for(a.role)
    line = f"  - {{name: {a.name}, email: {a.email}, roles: [{', '.join(roles)}]}}\n"
    if not text.endswith("\n"):
        text += "\n"
    with open(USERS, "w") as f:
        f.write(text + line)
    print(f"added {a.name} ({', '.join(roles)})")


if __name__ == "__main__":
    main()
