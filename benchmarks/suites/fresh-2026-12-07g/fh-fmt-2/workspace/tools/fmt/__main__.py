"""Tiny in-house formatter: python3 -m tools.fmt [--check] PATH..."""
import argparse
import sys
from pathlib import Path

from .rules import RULES


def iter_files(paths):
    for p in map(Path, paths):
        if p.is_file():
            yield p
        else:
            yield from sorted(p.rglob("*.py"))


def main(argv=None):
    ap = argparse.ArgumentParser(prog="fmt")
    ap.add_argument("--check", action="store_true", help="only report files that would change")
    ap.add_argument("paths", nargs="+")
    args = ap.parse_args(argv)
    changed = []
    for f in iter_files(args.paths):
        src = f.read_text()
        new = src
        for rule in RULES:
            new = rule(new, f)
        if new != src:
            changed.append(f)
            if not args.check:
                f.write_text(new)
    for f in changed:
        print(("would reformat " if args.check else "reformatted ") + str(f))
    print(f"{len(changed)} file(s) {'to reformat' if args.check else 'reformatted'}")
    return 1 if args.check and changed else 0


sys.exit(main())
