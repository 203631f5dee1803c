"""Read sections, run the filters, hand the result to a writer."""
from paperkit.filters import citations, crossref
from paperkit.writers import docx, html


class Doc:
    def __init__(self, path):
        self.path = path
        with open(path, encoding="utf-8") as f:
            self.text = f.read()


def build(paths, fmt, out):
    docs = [Doc(p) for p in paths]
    crossref.resolve(docs)
    citations.render(docs)
    writer = {"docx": docx, "html": html}[fmt]
    return writer.write(docs, out)
