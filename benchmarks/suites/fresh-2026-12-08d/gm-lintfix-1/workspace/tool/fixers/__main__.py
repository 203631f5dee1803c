import pathlib
import sys

from . import FIXERS


def main(roots):
    changed = 0
    for root in roots:
        for path in sorted(pathlib.Path(root).rglob("*.dart")):
            src = path.read_text(encoding="utf-8")
            out = src
            for fix in FIXERS:
                out = fix(out)
            if out != src:
                path.write_text(out, encoding="utf-8")
                changed += 1
                print(f"fixed {path}")
    print(f"{changed} file(s) changed")


main(sys.argv[1:] or ["lib"])
