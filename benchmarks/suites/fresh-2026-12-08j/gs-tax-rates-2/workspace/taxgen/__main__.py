import argparse

from taxgen.build import build

ap = argparse.ArgumentParser(prog="taxgen")
sub = ap.add_subparsers(dest="cmd", required=True)
b = sub.add_parser("build")
b.add_argument("--src", required=True)
b.add_argument("--dest", required=True)
args = ap.parse_args()
build(args.src, args.dest)
