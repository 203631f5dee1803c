#!/usr/bin/env python3
"""Merge a .pot template into every translations/<lang>/LC_MESSAGES/messages.po.

Like `pybabel update`: entries follow the template order, references come from
the template, new strings are added untranslated, strings that left the
template are kept as obsolete (#~) entries so their translation is not lost.
"""
import argparse
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from pofile import Entry, dump, parse  # noqa: E402


def merge(template, catalog):
    old = {e.msgid: e for e in catalog if e.msgid}
    merged, stats = [], {"kept": 0, "new": 0, "obsolete": 0}
    for t in template:
        prev = old.pop(t.msgid, None)
        e = Entry(msgid=t.msgid, refs=list(t.refs))
        if prev is not None:
            e.flags, e.comments = set(prev.flags), list(prev.comments)
            if prev.refs == t.refs:
                e.msgstr = prev.msgstr
            else:
                # the string moved in the templates: its context may have changed,
                # so hand it back to the translators instead of shipping a stale text
                e.msgstr = ""
                e.flags.add("fuzzy")
            stats["kept"] += 1
        else:
            stats["new"] += 1
        merged.append(e)
    for prev in old.values():
        prev.obsolete = True
        merged.append(prev)
        stats["obsolete"] += 1
    return merged, stats


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--template", required=True)
    ap.add_argument("directory")
    a = ap.parse_args()
    _, template = parse(pathlib.Path(a.template).read_text(encoding="utf-8"))
    template = [e for e in template if not e.obsolete]
    for po in sorted(pathlib.Path(a.directory).glob("*/LC_MESSAGES/messages.po")):
        header, catalog = parse(po.read_text(encoding="utf-8"))
        merged, s = merge(template, catalog)
        po.write_text(dump(header, merged), encoding="utf-8")
        print(f"updated {po}: {s['kept']} kept, {s['new']} new, {s['obsolete']} obsolete")


if __name__ == "__main__":
    main()
