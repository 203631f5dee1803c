#!/usr/bin/env python3
"""Regenerate .env.example from .env.

Same variables, same order, same comments and blank lines.  Credentials are
replaced by a placeholder; ordinary settings keep their current value so a new
teammate gets working defaults out of the box.
"""
import re
from pathlib import Path

SRC = Path(".env")
DST = Path(".env.example")

# A variable is a credential when its name says so.
CREDENTIAL = re.compile(r"(SECRET|PASSWORD|TOKEN|_KEY)$")
LINE = re.compile(r"^(?P<key>[A-Z][A-Z0-9_]*)=(?P<val>.*)$")


def placeholder(key, val):
    if CREDENTIAL.search(key):
        return "change-me"
    return val


def main():
    out, n = [], 0
    for raw in SRC.read_text().splitlines():
        m = LINE.match(raw.strip())
        if not m:
            out.append(raw)  # comments and blank lines kept verbatim
            continue
        out.append(f"{m['key']}={placeholder(m['key'], m['val'])}")
        n += 1
    DST.write_text("\n".join(out) + "\n")
    print(f"wrote {DST}: {n} variables")


if __name__ == "__main__":
    main()
