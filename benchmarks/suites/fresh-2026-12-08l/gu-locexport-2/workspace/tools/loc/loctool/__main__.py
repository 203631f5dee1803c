import argparse
import sys

from loctool import export


def main(argv=None):
    ap = argparse.ArgumentParser(prog="loctool")
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("export")
    e.add_argument("--src", required=True)
    e.add_argument("--out", required=True)
    e.add_argument("langs", nargs="+")
    sub.add_parser("check")
    args = ap.parse_args(argv)
    if args.cmd == "export":
        return export.run(args.src, args.out, args.langs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
