#!/usr/bin/env python3
"""Regenerate .env.example from .env.

Same variables, same order, same comments and blank lines -- but never a real
value: .env.example is committed.  A handful of settings that are plain
defaults (not credentials) keep their value so the example still runs.
"""
import re
from pathlib import Path

SRC = Path(".env")
DST = Path(".env.example")

# Plain defaults, never credentials: shown as they are.
PUBLIC = {"FLASK_APP", "FLASK_ENV", "LOG_LEVEL", "MAIL_PORT"}
# URL-shaped settings get a placeholder of the same shape (credentials included in the URL are dropped).
SHAPES = {
    "postgresql": "postgresql://USER:PASSWORD@HOST:5432/DBNAME",
    "redis": "redis://:PASSWORD@HOST:6379/0",
}
LINE = re.compile(r"^(?P<key>[A-Z][A-Z0-9_]*)=(?P<val>.*)$")


def placeholder(key, val):
    if key in PUBLIC:
        return val
    if "://" in val:
        return SHAPES.get(val.split("://", 1)[0], "scheme://USER:PASSWORD@HOST/PATH")
    if val.lower() in ("true", "false"):
        return "false"
    return "change-me"


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
