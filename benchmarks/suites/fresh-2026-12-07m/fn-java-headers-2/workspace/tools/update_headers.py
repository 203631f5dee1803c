#!/usr/bin/env python3
"""Bring the license header of every .java file up to date.

    python3 tools/update_headers.py [DIR ...]      (default: src)

- "Copyright (c) 2021-2025 ..." / "Copyright (c) 2024 ..." -> range ending this year
- files without a header get the standard one
Prints the files it changed.
"""
import datetime
import re
import sys
from pathlib import Path

YEAR = datetime.date.today().year
HOLDER = "Acme Billing GmbH."
HEADER = f"/*\n * Copyright (c) {YEAR} {HOLDER}\n * SPDX-License-Identifier: Apache-2.0\n */\n"
COPYRIGHT = re.compile(r"Copyright \(c\) (\d{4})(?:-(\d{4}))? " + re.escape(HOLDER))


def bump(match):
    first = int(match.group(1))
    if first >= YEAR:
        return match.group(0)
    return f"Copyright (c) {first}-{YEAR} {HOLDER}"


def update(text):
    head = text[:400]
    if "Copyright (c)" not in head:
        return HEADER + text
    new_head = COPYRIGHT.sub(bump, head, count=1)
    return new_head + text[400:]


def main(dirs):
    changed = 0
    for d in dirs or ["src"]:
        for path in sorted(Path(d).rglob("*.java")):
            old = path.read_text(encoding="utf-8")
            new = update(old)
            if new != old:
                path.write_text(new, encoding="utf-8")
                print(f"updated {path}")
                changed += 1
    print(f"{changed} file(s) updated")


if __name__ == "__main__":
    main(sys.argv[1:])
