#!/usr/bin/env python3
"""Run every collector in compliance/collectors and write a manifest."""
import argparse
import datetime
import hashlib
import importlib
import json
import os
import pkgutil
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import compliance.collectors as collectors  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quarter", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    items = []
    for mod in sorted(m.name for m in pkgutil.iter_modules(collectors.__path__)):
        m = importlib.import_module(f"compliance.collectors.{mod}")
        for rel in m.collect(a.out):
            with open(os.path.join(a.out, rel), "rb") as f:
                digest = hashlib.sha256(f.read()).hexdigest()
            items.append({"control": m.CONTROL, "file": rel, "sha256": digest})
            print(f"[{m.CONTROL}] {rel}")
    manifest = {"quarter": a.quarter, "generated": datetime.datetime.utcnow().isoformat() + "Z",
                "system": "acme-hr-portal", "items": items}
    with open(os.path.join(a.out, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=2)
    print(f"{len(items)} evidence files -> {a.out}/manifest.json")


if __name__ == "__main__":
    main()
