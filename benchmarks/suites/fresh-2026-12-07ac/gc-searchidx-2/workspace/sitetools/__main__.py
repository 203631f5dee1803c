import argparse
import sys

from .index import build_index


def main(argv=None):
    ap = argparse.ArgumentParser(prog="sitetools")
    sub = ap.add_subparsers(dest="cmd", required=True)
    ix = sub.add_parser("index", help="build the search index")
    ix.add_argument("--content", default="content")
    ix.add_argument("--out", default="public/search.json")
    args = ap.parse_args(argv)
    if args.cmd == "index":
        entries = build_index(args.content, args.out)
        print(f"indexed {len(entries)} pages -> {args.out}")
        for e in entries:
            print(f"  {e['url']}  {e['title']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
