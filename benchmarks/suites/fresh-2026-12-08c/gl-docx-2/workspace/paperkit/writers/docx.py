"""Minimal .docx writer (one paragraph per non-empty line, headings for '#')."""
import zipfile
from xml.sax.saxutils import escape

CT = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
      '<Default Extension="xml" ContentType="application/xml"/>'
      '<Override PartName="/word/document.xml" '
      'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>')
RELS = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
        'Target="word/document.xml"/></Relationships>')
W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def write(docs, out):
    paras = []
    for d in docs:
        for line in d.text.splitlines():
            line = line.rstrip()
            if not line:
                continue
            style = ""
            if line.startswith("#"):
                level = len(line) - len(line.lstrip("#"))
                line = line.lstrip("#").strip()
                style = f'<w:pPr><w:pStyle w:val="Heading{level}"/></w:pPr>'
            paras.append(f"<w:p>{style}<w:r><w:t xml:space=\"preserve\">{escape(line)}</w:t></w:r></w:p>")
    body = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="{W}"><w:body>{"".join(paras)}</w:body></w:document>'
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", CT)
        z.writestr("_rels/.rels", RELS)
        z.writestr("word/document.xml", body)
    return len(paras)
