"""Loading pages from the content tree."""
import os
import re
from pathlib import Path

FM = re.compile(r"\A---\n(.*?)\n---\n", re.S)
TRUE = {"true", "yes", "on", "1"}


def parse(path):
    text = path.read_text(encoding="utf-8")
    meta, body = {}, text
    m = FM.match(text)
    if m:
        body = text[m.end():]
        for line in m.group(1).splitlines():
            if ":" in line:
                k, v = line.split(":", 1)
                meta[k.strip()] = v.strip().strip('"').strip("'")
    return meta, body


def iter_sources(root):
    for dirpath, dirnames, filenames in os.walk(root):
        # _partials, .notes etc. are not pages
        dirnames[:] = sorted(d for d in dirnames if not d.startswith((".", "_")))
        for fn in sorted(filenames):
            if fn.endswith(".md") and not fn.startswith((".", "_")):
                yield Path(dirpath) / fn


def is_published(meta):
    return meta.get("draft", "false").lower() not in TRUE and meta.get("private", "false").lower() not in TRUE


def load_pages(root):
    root = Path(root)
    for path in iter_sources(root):
        meta, body = parse(path)
        if not is_published(meta):
            continue
        rel = path.relative_to(root).with_suffix("")
        url = "/" + (str(rel.parent) if rel.name == "index" else str(rel)).strip(".") .strip("/") + "/"
        yield {"path": str(path), "url": url.replace("//", "/"), "meta": meta, "body": body}
