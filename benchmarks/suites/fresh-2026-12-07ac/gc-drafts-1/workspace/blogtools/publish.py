"""Promote finished drafts to posts."""
import re
from pathlib import Path

from . import fsops

FM = re.compile(r"\A---\n(.*?)\n---\n", re.S)


def front_matter(text):
    m = FM.match(text)
    meta = {}
    if m:
        for line in m.group(1).splitlines():
            if ":" in line:
                k, v = line.split(":", 1)
                meta[k.strip()] = v.strip().strip('"')
    return meta


def drafts(drafts_dir):
    for path in sorted(drafts_dir.glob("*.md")):
        yield path, front_matter(path.read_text(encoding="utf-8"))


def publish_ready(drafts_dir, posts_dir):
    moved = []
    for path, meta in list(drafts(drafts_dir)):
        if meta.get("status") != "ready":
            continue
        date = meta.get("date", "")[:10]
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", date):
            print(f"skip {path.name}: needs a date: YYYY-MM-DD in its front matter")
            continue
        dest = posts_dir / f"{date}-{path.name}"
        text = path.read_text(encoding="utf-8")
        text = re.sub(r"(?m)^status:\s*ready\s*\n", "", text, count=1)
        fsops.move_with_text(path, dest, text)
        moved.append((path, dest))
    fsops.tidy(drafts_dir, [src for src, _ in moved])
    return moved
