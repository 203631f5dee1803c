import argparse
import os
import sys

from . import rules


def iter_tf(paths):
    for top in paths:
        for root, dirs, files in os.walk(top):
            dirs[:] = sorted(d for d in dirs if d != ".terraform")
            for name in sorted(files):
                if name.endswith((".tf", ".tfvars")):
                    yield os.path.join(root, name)


def main():
    ap = argparse.ArgumentParser(prog="hclfmt")
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--write", action="store_true", help="rewrite files in place")
    mode.add_argument("--check", action="store_true", help="exit 1 if any file needs formatting")
    ap.add_argument("paths", nargs="+")
    args = ap.parse_args()

    changed = []
    for path in iter_tf(args.paths):
        with open(path) as f:
            src = f.read()
        out = rules.apply(src)
        if out == src:
            continue
        changed.append(path)
        if args.write:
            with open(path, "w") as f:
                f.write(out)
    for path in changed:
        print(("formatted " if args.write else "needs fmt ") + path)
    if not changed:
        print("all files formatted")
    return 1 if (changed and args.check) else 0


sys.exit(main())
