#!/usr/bin/env python3
"""Bring translation files in line with the English source.

New source keys are added to every target with an empty value, so the
translators' tool shows them as untranslated. Key order follows the source.
"""
import argparse
import collections
import hashlib
import json
import os


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f, object_pairs_hook=collections.OrderedDict)


def save(path, data):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=2, ensure_ascii=False)
        f.write("\n")
    os.replace(tmp, path)


STATE_FILE = ".l10n-state.json"


def fingerprint(text):
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:12]


def sync(src, tgt, seen):
    """seen: key -> fingerprint of the English text the translation was made from."""
    merged = collections.OrderedDict()
    added = 0
    for key, text in src.items():
        fp = fingerprint(text)
        if key in tgt and seen.get(key) == fp:
            merged[key] = tgt[key]
        else:
            # new key, or the English text changed since the last sync:
            # blank it so the translators' tool flags it for review
            merged[key] = ""
            added += 1
        seen[key] = fp
    return merged, added


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", required=True)
    ap.add_argument("targets", nargs="+")
    args = ap.parse_args()
    src = load(args.source)
    state = load(STATE_FILE) if os.path.exists(STATE_FILE) else {}
    for path in args.targets:
        seen = state.setdefault(os.path.basename(path), {})
        merged, added = sync(src, load(path), seen)
        save(path, merged)
        print(f"{path}: {added} key(s) need translation")
    save(STATE_FILE, state)


if __name__ == "__main__":
    main()
