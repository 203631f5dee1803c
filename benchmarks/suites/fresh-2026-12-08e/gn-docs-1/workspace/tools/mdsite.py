#!/usr/bin/env python3
"""Minimal markdown -> HTML site builder for the gostash docs.

    python3 tools/mdsite.py SRC OUT
"""
import html
import re
import shutil
import sys
from pathlib import Path

TEMPLATE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{title} - gostash</title>
<link rel="stylesheet" href="/style.css"></head>
<body><nav><a href="/">gostash</a></nav><main>
{body}
</main></body></html>
"""


def convert(md):
    out = []
    for block in re.split(r"\n\s*\n", md.strip()):
        if block.startswith("```"):
            code = "\n".join(block.splitlines()[1:-1])
            out.append(f"<pre><code>{html.escape(code)}</code></pre>")
        elif m := re.match(r"(#{1,4}) (.*)", block):
            n = len(m.group(1))
            out.append(f"<h{n}>{html.escape(m.group(2))}</h{n}>")
        else:
            text = html.escape(block)
            text = re.sub(r"`([^`]+)`", r"<code>\1</code>", text)
            out.append(f"<p>{text}</p>")
    return "\n".join(out)


def main():
    src, out = Path(sys.argv[1]), Path(sys.argv[2])
    if out.exists():
        shutil.rmtree(out)
    for md in sorted(src.rglob("*.md")):
        rel = md.relative_to(src).with_suffix(".html")
        text = md.read_text()
        title = text.splitlines()[0].lstrip("# ").strip()
        dest = out / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text(TEMPLATE.format(title=html.escape(title), body=convert(text)))
        print(f"  {md} -> {dest}")
    shutil.copy(src / "style.css", out / "style.css")


if __name__ == "__main__":
    main()
