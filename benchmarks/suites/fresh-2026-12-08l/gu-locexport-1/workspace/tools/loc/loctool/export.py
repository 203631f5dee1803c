import json
from pathlib import Path

from loctool import sinks


def load_tables(src, lang):
    tables = {}
    for f in sorted(Path(src, "StringTables").glob("*.json")):
        base = json.loads(f.read_text(encoding="utf-8"))
        tr_file = Path(src, lang, f.name)
        tr = json.loads(tr_file.read_text(encoding="utf-8")) if tr_file.exists() else {}
        tables[f.stem] = [(k, v["source"], v.get("context", ""), tr.get(k, "")) for k, v in base.items()]
    return tables


def run(src, out, langs):
    for lang in langs:
        tables = load_tables(src, lang)
        rows = [(t, k, s, c, tr) for t, entries in tables.items() for (k, s, c, tr) in entries]
        sinks.emit(out, lang, rows)
        todo = sum(1 for r in rows if not r[4])
        print(f"  {lang}: {len(rows)} strings, {todo} untranslated")
    return 0
