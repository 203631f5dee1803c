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


def sync(src, tgt):
    merged = collections.OrderedDict()
    added = 0
    for key in src:
        if key in tgt:
            merged[key] = tgt[key]
        else:
            merged[key] = ""
            added += 1
    # keys that only exist in the target (translator notes, retired strings) stay at the end
    for key, value in tgt.items():
        merged.setdefault(key, value)
    return merged, added


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", required=True)
    ap.add_argument("targets", nargs="+")
    args = ap.parse_args()
    src = load(args.source)
    for path in args.targets:
        merged, added = sync(src, load(path))
        save(path, merged)
        print(f"{path}: {added} new key(s), {sum(1 for v in merged.values() if not v)} untranslated")


if __name__ == "__main__":
    main()
