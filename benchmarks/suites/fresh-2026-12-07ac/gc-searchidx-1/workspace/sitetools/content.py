"""Loading pages from the content tree."""
import os
import re
from pathlib import Path

FM = re.compile(r"\A---\n(.*?)\n---\n", re.S)


def _scalar(v):
    v = v.strip().strip('"').strip("'")
    return {"true": True, "false": False}.get(v, v)


def parse(path):
    text = path.read_text(encoding="utf-8")
    meta, body = {}, text
    m = FM.match(text)
    if m:
        body = text[m.end():]
        for line in m.group(1).splitlines():
            if ":" in line:
                k, v = line.split(":", 1)
                meta[k.strip()] = v.strip()
    return meta, body


def iter_sources(root):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for fn in sorted(filenames):
            if fn.endswith(".md"):
                yield Path(dirpath) / fn


def is_published(meta):
    return meta.get("draft") is not True and meta.get("private") is not True


def load_pages(root):
    root = Path(root)
    for path in iter_sources(root):
        meta, body = parse(path)
        if not is_published(meta):
            continue
        meta = {k: str(_scalar(v)) for k, v in meta.items()}
        rel = path.relative_to(root).with_suffix("")
        url = "/" + (str(rel.parent) if rel.name == "index" else str(rel)).strip(".") .strip("/") + "/"
        yield {"path": str(path), "url": url.replace("//", "/"), "meta": meta, "body": body}
