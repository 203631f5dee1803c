"""Tiny line-based edits on workflow files (keeps comments and layout, unlike a yaml round-trip)."""
import re
from . import policy

def rotate_matrix(path, key, major):
    text = path.read_text()
    m = re.search(rf"^(\s*){key}: \[([^\]]*)\]", text, re.M)
    if not m:
        return False
    versions = [int(v) for v in m.group(2).split(",") if v.strip()]
    if major not in versions:
        versions = sorted(versions + [major])[1:]
    new = f"{m.group(1)}{key}: [{', '.join(map(str, versions))}]"
    text = text[:m.start()] + new + text[m.end():]
    text = policy.normalize(text)
    path.write_text(text)
    return True
