import re

def process(conf, pages):
    for name, body in pages.items():
        heads = re.findall(r"<h2>(.*?)</h2>", body)
        if heads:
            pages[name] = "<nav>" + " | ".join(heads) + "</nav>\n" + body
    return pages
