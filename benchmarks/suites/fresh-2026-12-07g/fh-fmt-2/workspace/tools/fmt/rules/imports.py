"""Sort the leading import block: plain imports first, then from-imports."""


def _is_import(line):
    return line.startswith("import ") or line.startswith("from ")


def _key(line):
    return (line.startswith("from "), line.lower())


def sort_imports(src, path):
    lines = src.split("\n")
    start = 0
    while start < len(lines) and (lines[start].startswith("#") or not lines[start].strip()):
        start += 1
    end = start
    while end < len(lines) and _is_import(lines[end]):
        end += 1
    if end - start < 2:
        return src
    lines[start:end] = sorted(dict.fromkeys(lines[start:end]), key=_key)
    return "\n".join(lines)
