#!/usr/bin/env python3
"""Prepend the SPDX license header to source files that lack it."""
import argparse, importlib.util, pathlib

ap = argparse.ArgumentParser()
ap.add_argument("--rules", required=True)
ap.add_argument("paths", nargs="+")
a = ap.parse_args()
spec = importlib.util.spec_from_file_location("rules", a.rules)
rules = importlib.util.module_from_spec(spec)
spec.loader.exec_module(rules)

n = 0
for root in a.paths:
    for f in sorted(pathlib.Path(root).rglob("*")):
        if f.suffix not in rules.HEADERS or not f.is_file():
            continue
        text = f.read_text()
        if rules.MARKER in text.split("\n", 3)[:3].__str__():
            continue
        f.write_text(rules.HEADERS[f.suffix] + text)
        n += 1
        print(f"header added: {f}")
for hook in getattr(rules, "AFTER", []):
    hook()
print(f"{n} file(s) updated")
