"""Run the layout migration steps in order (steps/sNNN_*.py)."""
import argparse
import importlib
import pkgutil
from pathlib import Path

from . import steps


def main():
    ap = argparse.ArgumentParser(prog="migrator")
    ap.add_argument("--data", required=True)
    ap.add_argument("--config", required=True)
    ap.add_argument("--repo", default=".")
    a = ap.parse_args()
    ctx = {"data": Path(a.data), "config": Path(a.config), "repo": Path(a.repo), "plan": []}
    for m in sorted(pkgutil.iter_modules(steps.__path__), key=lambda m: m.name):
        mod = importlib.import_module(f"{steps.__name__}.{m.name}")
        print(f"[{m.name}] {mod.__doc__.strip().splitlines()[0]}")
        mod.run(ctx)
    print(f"migrated {len(ctx['plan'])} files to layout 2")


if __name__ == "__main__":
    main()
