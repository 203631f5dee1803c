#!/usr/bin/env python3
"""Point the docs at a new release.

usage: python3 scripts/bump_docs_version.py X.Y.Z

- docs/conf.py: release = "X.Y.Z", version = "X.Y"
- docs/_static/switcher.json: adds X.Y (marked preferred) to the version switcher
"""
import json
import re
import sys
from pathlib import Path

DOCS = Path("docs")


def bump_conf(release):
    conf = DOCS / "conf.py"
    text = conf.read_text(encoding="utf-8")
    short = ".".join(release.split(".")[:2])
    text = re.sub(r'(?m)^release\s*=\s*"[^"]*"', f'release = "{release}"', text)
    text = re.sub(r'(?m)^version\s*=\s*"[^"]*"', f'version = "{short}"', text)
    conf.write_text(text, encoding="utf-8")
    return short


def bump_switcher(short):
    path = DOCS / "_static" / "switcher.json"
    entries = json.loads(path.read_text(encoding="utf-8"))
    for e in entries:
        e.pop("preferred", None)
        if e.get("name", "").endswith("(stable)"):
            e["name"] = e["version"]
    entries = [e for e in entries if e["version"] != short]
    entries.insert(1, {"name": f"{short} (stable)", "version": short,
                       "url": f"https://docs.pyrite.test/en/{short}/", "preferred": True})
    path.write_text(json.dumps(entries, indent=2) + "\n", encoding="utf-8")


def main(argv):
    if len(argv) != 1 or not re.fullmatch(r"\d+\.\d+\.\d+", argv[0]):
        sys.exit(__doc__)
    short = bump_conf(argv[0])
    bump_switcher(short)
    print(f"docs now at {argv[0]} (switcher: {short} preferred)")


if __name__ == "__main__":
    main(sys.argv[1:])
