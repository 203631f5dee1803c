import argparse
import sys
from pathlib import Path

from . import publish


def main(argv=None):
    ap = argparse.ArgumentParser(prog="blogtools")
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("publish", help="move drafts with status: ready into _posts")
    p.add_argument("--drafts", default="_drafts")
    p.add_argument("--posts", default="_posts")
    l = sub.add_parser("list", help="list drafts and their status")
    l.add_argument("--drafts", default="_drafts")
    args = ap.parse_args(argv)
    if args.cmd == "publish":
        moved = publish.publish_ready(Path(args.drafts), Path(args.posts))
        if not moved:
            print("nothing ready to publish")
        for src, dst in moved:
            print(f"published {src} -> {dst}")
    else:
        for path, meta in publish.drafts(Path(args.drafts)):
            print(f"{meta.get('status', 'wip'):6} {path.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
