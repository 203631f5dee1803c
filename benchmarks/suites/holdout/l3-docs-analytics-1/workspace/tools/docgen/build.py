"""Markdown (a small subset) to HTML, then the configured plugins."""
import html
import os
import re

from docgen import plugins


def md_to_html(text):
    out, para = [], []

    def flush():
        if para:
            out.append("<p>" + inline(" ".join(para)) + "</p>")
            para.clear()

    for line in text.splitlines():
        m = re.match(r"^(#{1,4})\s+(.*)$", line)
        if m:
            flush()
            level = len(m.group(1))
            title = m.group(2).strip()
            anchor = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
            out.append(f'<h{level} id="{anchor}">{inline(title)}</h{level}>')
        elif line.startswith("    "):
            flush()
            out.append("<pre><code>" + html.escape(line[4:]) + "</code></pre>")
        elif not line.strip():
            flush()
        else:
            para.append(line.strip())
    flush()
    return "\n".join(out)


def inline(s):
    s = html.escape(s)
    s = re.sub(r"`([^`]+)`", r"<code>\1</code>", s)
    return re.sub(r"\[([^\]]+)\]\(([^)]+)\)", r'<a href="\2">\1</a>', s)


PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{title} - {site}</title>
<link rel="stylesheet" href="/style.css">
</head>
<body>
<main>
{body}
</main>
</body>
</html>
"""


def build(cfg):
    src, out = cfg.get("src", "docs"), cfg.get("out", "public")
    active = [plugins.load(name) for name in cfg.get("plugins", [])]
    ctx = {"cfg": cfg, "pages": []}
    os.makedirs(out, exist_ok=True)
    for name in sorted(os.listdir(src)):
        if not name.endswith(".md"):
            continue
        with open(os.path.join(src, name), encoding="utf-8") as f:
            text = f.read()
        title = (re.search(r"^#\s+(.*)$", text, re.M) or [None, name[:-3]])[1]
        page = PAGE.format(title=html.escape(title), site=html.escape(cfg.get("site_name", "docs")), body=md_to_html(text))
        for p in active:
            page = p.page(page, ctx) if hasattr(p, "page") else page
        target = os.path.join(out, name[:-3] + ".html")
        with open(target, "w", encoding="utf-8") as f:
            f.write(page)
        ctx["pages"].append(target)
    with open(os.path.join(out, "style.css"), "w") as f:
        f.write("body{font-family:system-ui;max-width:46rem;margin:2rem auto}pre{background:#f4f4f4;padding:.5rem}\n")
    for p in active:
        if hasattr(p, "finish"):
            p.finish(ctx)
    return len(ctx["pages"])
