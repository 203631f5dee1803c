#!/usr/bin/env python3
"""Strip outputs and execution counts from notebooks before committing.

    python3 tools/nbstrip.py notebooks/            # every *.ipynb below the folder
    python3 tools/nbstrip.py a.ipynb b.ipynb

Keeps cell sources and notebook metadata; drops outputs, execution counts and
per-cell UI metadata (collapsed/scrolled). Rewrites files in place, same
layout as Jupyter (indent=1).
"""
import glob
import json
import os
import sys

UI_KEYS = ("collapsed", "scrolled", "execution")


def strip(nb):
    changed = 0
    for cell in nb.get("cells", []):
        if cell.get("cell_type") != "code":
            continue
        if cell.get("outputs") or cell.get("execution_count") is not None:
            changed += 1
        cell["outputs"] = []
        cell["execution_count"] = None
        for k in UI_KEYS:
            cell.get("metadata", {}).pop(k, None)
    return changed


def targets(args):
    for a in args:
        if os.path.isdir(a):
            yield from sorted(p for p in glob.glob(os.path.join(a, "**", "*.ipynb"), recursive=True)
                              if ".ipynb_checkpoints" not in p)
        else:
            yield a


def main(argv):
    if not argv:
        sys.exit(__doc__)
    for path in targets(argv):
        with open(path) as fh:
            nb = json.load(fh)
        n = strip(nb)
        with open(path, "w") as fh:
            json.dump(nb, fh, indent=1, ensure_ascii=False)
            fh.write("\n")
        print(f"{path}: stripped {n} cell(s)")


if __name__ == "__main__":
    main(sys.argv[1:])
