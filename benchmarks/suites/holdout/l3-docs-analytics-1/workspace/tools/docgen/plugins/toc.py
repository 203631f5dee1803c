"""Insert a table of contents after the first heading of each page."""
import re


def page(html, ctx):
    heads = re.findall(r'<h2 id="([^"]+)">(.*?)</h2>', html)
    if len(heads) < 2:
        return html
    toc = '<nav class="toc"><ul>' + "".join(f'<li><a href="#{a}">{t}</a></li>' for a, t in heads) + "</ul></nav>"
    return re.sub(r"(</h1>)", r"\1\n" + toc.replace("\\", "\\\\"), html, count=1)
