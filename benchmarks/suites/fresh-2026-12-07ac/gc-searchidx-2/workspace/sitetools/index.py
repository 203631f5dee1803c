"""Build the client-side search index (consumed by static/js/search.js)."""
import json
import re
from pathlib import Path

from .content import load_pages

MD = re.compile(r"[#*_`>\[\]]|\(([^)]*)\)")


def plain(body):
    return re.sub(r"\s+", " ", MD.sub(" ", body)).strip()


def build_index(content_dir, out):
    entries = []
    for page in load_pages(content_dir):
        text = plain(page["body"])
        entries.append({
            "title": page["meta"].get("title", page["url"]),
            "url": page["url"],
            "tags": [t.strip() for t in page["meta"].get("tags", "").strip("[]").split(",") if t.strip()],
            "summary": text[:160],
            "content": text,
        })
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"version": 2, "pages": entries}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return entries
