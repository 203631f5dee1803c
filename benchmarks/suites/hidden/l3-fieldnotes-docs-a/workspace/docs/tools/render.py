#!/usr/bin/env python3
"""render.py SRC OUT: tiny markdown -> html with plugins from conf.json."""
import html, importlib, json, os, re, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "plugins"))

def md(text):
    out = []
    for line in text.splitlines():
        m = re.match(r"(#+) (.*)", line)
        if m:
            n = len(m.group(1)); out.append("<h%d>%s</h%d>" % (n, html.escape(m.group(2)), n))
        elif line.strip():
            out.append("<p>%s</p>" % html.escape(line))
    return "\n".join(out)

def main(src, out):
    conf = json.load(open(os.path.join(src, "conf.json")))
    plugins = [importlib.import_module(p) for p in conf["plugins"]]
    pages = {}
    for name in sorted(os.listdir(src)):
        if name.endswith(".md"):
            pages[name[:-3]] = md(open(os.path.join(src, name)).read())
    for p in plugins:
        pages = p.process(conf, pages) or pages
    for name, body in pages.items():
        with open(os.path.join(out, name + ".html"), "w") as f:
            f.write("<!doctype html><title>%s</title>\n%s\n" % (conf["title"], body))
    for p in plugins:
        if hasattr(p, "finish"):
            p.finish(conf, out, sorted(pages))
    print("rendered %d page(s) into %s" % (len(pages), out))

main(*sys.argv[1:3])
