import argparse

from dashdata import build


def main():
    ap = argparse.ArgumentParser(prog="dashdata")
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("--events", required=True)
    b.add_argument("--out", required=True)
    args = ap.parse_args()
    if args.cmd == "build":
        build.run(args.events, args.out)


main()
