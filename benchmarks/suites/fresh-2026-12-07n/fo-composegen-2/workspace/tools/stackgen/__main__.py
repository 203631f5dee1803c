import argparse
import configparser
import sys

from .render import render_stack


def main():
    ap = argparse.ArgumentParser(prog="stackgen")
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("gen")
    g.add_argument("ini")
    g.add_argument("-o", "--out", default="-")
    a = ap.parse_args()

    cfg = configparser.ConfigParser()
    cfg.read(a.ini)
    text = render_stack(cfg)
    if a.out == "-":
        sys.stdout.write(text)
    else:
        with open(a.out, "w") as f:
            f.write(text)
        print(f"wrote {a.out} ({', '.join(s for s in cfg.sections() if s != 'project')})")


main()
