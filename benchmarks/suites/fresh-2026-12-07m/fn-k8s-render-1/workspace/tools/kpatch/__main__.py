import argparse
import sys

from .render import render


def main(argv=None):
    ap = argparse.ArgumentParser(prog="kpatch")
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("render")
    r.add_argument("--base", required=True)
    r.add_argument("--overlay", required=True)
    r.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    n = render(args.base, args.overlay, args.out)
    print(f"rendered {n} object(s) -> {args.out}")
    return 0


sys.exit(main())
