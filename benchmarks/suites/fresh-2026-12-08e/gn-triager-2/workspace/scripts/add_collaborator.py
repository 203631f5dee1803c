#!/usr/bin/env python3
"""Add (or update) an outside collaborator in .github/settings.yml.

    python3 scripts/add_collaborator.py USERNAME PERMISSION

PERMISSION is one of: pull, triage, push, maintain, admin.
The Settings app applies the change when the commit lands on main.
"""
import re
import sys
from pathlib import Path

SETTINGS = Path(".github/settings.yml")
PERMISSIONS = ("pull", "triage", "push", "maintain", "admin")
ENTRY = "  - username: {user}\n    permission: {perm}\n"


def collaborators_block(text):
    m = re.search(r"(?ms)^collaborators:\n((?:  - username: .*?\n    permission: .*?\n)*)", text)
    if not m:
        sys.exit("settings.yml has no collaborators: block")
    return m


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    user, perm = sys.argv[1].lstrip("@"), sys.argv[2].lower()
    if perm not in PERMISSIONS:
        sys.exit(f"unknown permission {perm!r}; expected one of {', '.join(PERMISSIONS)}")

    text = SETTINGS.read_text()
    m = collaborators_block(text)
    entries = re.findall(r"  - username: (.*?)\n    permission: (.*?)\n", m.group(1))
    entries = [(u, p) for u, p in entries if u != user] + [(user, perm)]
    block = "".join(ENTRY.format(user=u, perm=p) for u, p in entries)
    SETTINGS.write_text(text[:m.start(1)] + block + text[m.end(1):])
    print(f"{SETTINGS}: {user} -> {perm}")


if __name__ == "__main__":
    main()
