"""python -m paperkit build --to docx --out FILE SECTIONS..."""
import argparse
import sys

from paperkit import pipeline


def main(argv=None):
    ap = argparse.ArgumentParser(prog="paperkit")
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("--to", choices=["docx", "html"], required=True)
    b.add_argument("--out", required=True)
    b.add_argument("sections", nargs="+")
    a = ap.parse_args(argv)
    n = pipeline.build(a.sections, a.to, a.out)
    print(f"paperkit: {len(a.sections)} sections, {n} paragraphs -> {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
