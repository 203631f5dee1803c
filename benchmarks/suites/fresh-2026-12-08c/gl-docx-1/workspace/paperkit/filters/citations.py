"""[@key] -> (Author Year) using a tiny lookup from refs.bib."""
import os
import re


def _load(bib="refs.bib"):
    table = {}
    if not os.path.exists(bib):
        return table
    text = open(bib, encoding="utf-8").read()
    for m in re.finditer(r"@\w+\{([^,]+),(.*?)\n\}", text, re.S):
        key, body = m.group(1), m.group(2)
        au = re.search(r"author\s*=\s*\{([^,}]+)", body)
        yr = re.search(r"year\s*=\s*\{(\d{4})", body)
        table[key] = f"{au.group(1).strip() if au else key} {yr.group(1) if yr else ''}".strip()
    return table


def render(docs):
    table = _load()
    for d in docs:
        d.text = re.sub(r"\[@([\w:-]+)\]", lambda m: "(" + table.get(m.group(1), m.group(1)) + ")", d.text)
