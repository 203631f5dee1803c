#!/usr/bin/env python3
"""Sanity checks on feed.xml before it goes to the host. Exit 1 on problems."""
import sys
import xml.etree.ElementTree as ET

ITUNES = "{http://www.itunes.com/dtds/podcast-1.0.dtd}"
MAX_SUMMARY = 4000
REQUIRED = ("title", "guid", "pubDate", "enclosure", ITUNES + "duration")


def main(path):
    errors = []
    items = ET.parse(path).getroot().findall("./channel/item")
    guids = set()
    for it in items:
        title = it.findtext("title") or "?"
        for tag in REQUIRED:
            if it.find(tag) is None:
                errors.append(f"{title}: missing {tag}")
        enc = it.find("enclosure")
        if enc is not None and int(enc.get("length", "0")) <= 0:
            errors.append(f"{title}: enclosure length must be > 0")
        s = it.findtext(ITUNES + "summary") or ""
        if len(s) > MAX_SUMMARY:
            errors.append(f"{title}: itunes:summary is {len(s)} chars (max {MAX_SUMMARY})")
        g = it.findtext("guid")
        if g in guids:
            errors.append(f"{title}: duplicate guid {g}")
        guids.add(g)
    for e in errors:
        print("validate_feed: " + e, file=sys.stderr)
    if errors:
        sys.exit(1)
    print(f"validate_feed: {len(items)} items ok")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "feed.xml")
