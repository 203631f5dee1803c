"""cfgtool: render config templates for one deployment profile."""
import argparse
import sys

from . import render


def main(argv=None):
    ap = argparse.ArgumentParser(prog="cfgtool")
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("render", help="render every template for a profile")
    r.add_argument("--profile", required=True)
    r.add_argument("--templates", default="templates")
    r.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    if args.cmd == "render":
        for path in render.render_profile(args.profile, args.templates, args.out):
            print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
