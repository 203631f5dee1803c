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



def resolve(docs):
    table = _number(docs)
    for d in docs:
        new = REF.sub(lambda m: table.get((m.group(1), m.group(2)), "??"), d.text)
        d.text = LABEL.sub("", new)
