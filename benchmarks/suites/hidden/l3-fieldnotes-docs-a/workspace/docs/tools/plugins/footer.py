"""footer plugin: footer and sitemap for the docs site."""
import os

def process(conf, pages):
    return {k: v + "\n<footer>%s</footer>" % conf["title"] for k, v in pages.items()}

def finish(conf, out, names):
    with open(os.path.join(out, "sitemap.xml"), "w") as f:
        f.write('<?xml version="1.0"?>\n<urlset>\n')
        for n in names:
            f.write("  <url><loc>%s.html</loc></url>\n" % n)
        f.write("</urlset>\n")
