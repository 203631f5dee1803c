"""directives_ordering: dart: first, then package:, then relative; sorted in groups."""
import re

IMPORT = re.compile(r"^(import|export) '([^']+)'.*;$")


def _group(uri):
    return 0 if uri.startswith("dart:") else 1 if uri.startswith("package:") else 2


def fix(src):
    lines = src.split("\n")
    i = 0
    while i < len(lines) and (lines[i].startswith("//") or lines[i].startswith("library")):
        i += 1
    start = i
    block = []
    while i < len(lines) and (IMPORT.match(lines[i]) or not lines[i].strip()):
        if lines[i].strip():
            block.append(lines[i])
        i += 1
    if not block:
        return src
    groups = {}
    for line in block:
        uri = IMPORT.match(line).group(2)
        groups.setdefault(_group(uri), []).append((uri, line))
    out = []
    for g in sorted(groups):
        out += [line for _, line in sorted(groups[g])] + [""]
    return "\n".join(lines[:start] + out + lines[i:])
