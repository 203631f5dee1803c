#!/usr/bin/env python3
"""Tiny Markdown -> HTML builder for the project page (headings, paragraphs, lists, links)."""
import html
import re
import sys
from pathlib import Path

TEMPLATE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{title} - tilemill-lite</title>
<link rel="stylesheet" href="{root}style.css"></head>
<body><main>
{body}
</main></body></html>
"""


def inline(s):
    s = html.escape(s)
    s = re.sub(r"`([^`]+)`", r"<code>\1</code>", s)
    return re.sub(r"\[([^\]]+)\]\(([^)]+)\)", lambda m: f'<a href="{m[2].replace(".md", ".html")}">{m[1]}</a>', s)


def render(md):
    out, para, items = [], [], []
    def flush():
        if para:
            out.append("<p>" + inline(" ".join(para)) + "</p>"); para.clear()
        if items:
            out.append("<ul>" + "".join(f"<li>{inline(i)}</li>" for i in items) + "</ul>"); items.clear()
    for line in md.splitlines():
        m = re.match(r"(#{1,6})\s+(.*)", line)
        if m:
            flush(); n = len(m[1]); out.append(f"<h{n}>{inline(m[2])}</h{n}>")
        elif line.startswith(("- ", "* ")):
            if para: flush()
            items.append(line[2:])
        elif not line.strip():
            flush()
        else:
            para.append(line.strip())
    flush()
    return "\n".join(out)


def main(src, dst):
    src, dst = Path(src), Path(dst)
    dst.mkdir(parents=True, exist_ok=True)
    for md in sorted(src.rglob("*.md")):
        rel = md.relative_to(src).with_suffix(".html")
        text = md.read_text(encoding="utf-8")
        title = next((l.lstrip("# ") for l in text.splitlines() if l.startswith("#")), rel.stem)
        root = "../" * (len(rel.parts) - 1)
        (dst / rel).parent.mkdir(parents=True, exist_ok=True)
        (dst / rel).write_text(TEMPLATE.format(title=html.escape(title), root=root, body=render(text)))
        print(f"  {md} -> {dst / rel}")
    css = src.parent / "static" / "style.css"
    if css.exists():
        (dst / "style.css").write_text(css.read_text())


if __name__ == "__main__":
    main(*sys.argv[1:3])
