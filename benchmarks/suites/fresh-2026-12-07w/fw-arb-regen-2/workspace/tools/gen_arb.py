#!/usr/bin/env python3
"""Generate lib/l10n/app_<locale>.arb from translations/strings.csv.

The sheet has the columns `key`, `description`, then one column per locale.
The template locale (en) also carries the @key description metadata that
`flutter gen-l10n` shows to translators.  Empty cells are left out so the
Flutter tool falls back to the template string.
"""
import csv
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHEET = os.path.join(ROOT, "translations", "strings.csv")
OUT = os.path.join(ROOT, "lib", "l10n")
TEMPLATE = "en"


def load_sheet():
    with open(SHEET, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    if not rows:
        sys.exit("strings.csv is empty")
    locales = [c for c in rows[0].keys() if c not in ("key", "description")]
    return rows, locales


def build(rows, locale):
    arb = {"@@locale": locale}
    for row in rows:
        value = (row.get(locale) or "").strip()
        if not value:
            continue
        arb[row["key"]] = value
        if locale == TEMPLATE and row.get("description"):
            arb["@" + row["key"]] = {"description": row["description"]}
    return arb


def write(path, arb):
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(arb, fh, ensure_ascii=False, indent=2)
        fh.write("\n")


def main():
    rows, locales = load_sheet()
    os.makedirs(OUT, exist_ok=True)
    for locale in locales:
        arb = build(rows, locale)
        path = os.path.join(OUT, f"app_{locale}.arb")
        write(path, arb)
        n = sum(1 for k in arb if not k.startswith("@"))
        print(f"{os.path.relpath(path, ROOT)}: {n}/{len(rows)} strings")


if __name__ == "__main__":
    main()
