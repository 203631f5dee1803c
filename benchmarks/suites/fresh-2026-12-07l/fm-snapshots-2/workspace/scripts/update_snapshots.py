#!/usr/bin/env python3
"""Rewrite tests/snapshots/*.txt from tests/cases/*.json with the current renderer."""
import json, pathlib, sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
from relkit.render import render_release_notes


def refresh(snapdir):
    changed = 0
    for case in sorted((ROOT / "tests" / "cases").glob("*.json")):
        snap = snapdir / (case.stem + ".txt")
        new = render_release_notes(json.loads(case.read_text()))
        if not snap.exists() or snap.read_text() != new:
            snap.write_text(new)
            print(f"updated {snap.relative_to(ROOT)}")
            changed += 1
    return changed


if __name__ == "__main__":
    n = refresh(ROOT / sys.argv[1])
    print(f"{n} snapshot(s) updated")
