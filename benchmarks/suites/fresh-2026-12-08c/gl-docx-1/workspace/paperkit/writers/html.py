"""Minimal HTML writer."""
from html import escape


def write(docs, out):
    n = 0
    with open(out, "w", encoding="utf-8") as f:
        f.write("<!doctype html><meta charset=utf-8><body>\n")
        for d in docs:
            for line in d.text.splitlines():
                if line.strip():
                    f.write(f"<p>{escape(line)}</p>\n")
                    n += 1
        f.write("</body>\n")
    return n
