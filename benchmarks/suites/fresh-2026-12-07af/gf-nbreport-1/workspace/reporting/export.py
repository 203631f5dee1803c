"""Minimal notebook -> HTML exporter for review decks."""
import argparse
import html
import json
import os

from . import provenance

CSS = "body{font-family:sans-serif;max-width:60em;margin:auto} pre{background:#f6f8fa;padding:.6em} .out{border-left:3px solid #ccc}"


def esc(text):
    return html.escape(text, quote=False)


def render_cell(cell):
    src = "".join(cell.get("source", []))
    if cell["cell_type"] == "markdown":
        return "<div class=md>" + "".join(f"<p>{esc(p)}</p>" for p in src.split("\n\n")) + "</div>"
    parts = [f"<pre class=in>In [{cell.get('execution_count') or ' '}]: {esc(src)}</pre>"]
    for out in cell.get("outputs", []):
        text = out.get("text") or out.get("data", {}).get("text/plain") or []
        parts.append(f"<pre class=out>{esc(''.join(text))}</pre>")
    return "\n".join(parts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("notebook")
    ap.add_argument("--out", default="reports")
    args = ap.parse_args()
    with open(args.notebook) as f:
        nb = json.load(f)
    body = "\n".join(render_cell(c) for c in nb["cells"])
    title = os.path.splitext(os.path.basename(args.notebook))[0]
    page = (f"<!doctype html><html><head><meta charset=utf-8><title>{esc(title)}</title><style>{CSS}</style></head>"
            f"<body>{body}\n<hr>\n{provenance.render(args.notebook)}</body></html>\n")
    dest = os.path.join(args.out, title + ".html")
    with open(dest, "w") as f:
        f.write(page)
    print(f"wrote {dest} ({len(page)} bytes)")


if __name__ == "__main__":
    main()
