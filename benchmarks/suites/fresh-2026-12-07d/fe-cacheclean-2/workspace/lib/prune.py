#!/usr/bin/env python3
"""prune.py [--older-than DAYS] ROOT

Delete the files under ROOT that were not modified for DAYS days (0: all of
them), then remove the folders that were left empty. ROOT itself is kept.
Prints the number of bytes freed on stdout.
"""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fsutil  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--older-than", type=int, default=0, metavar="DAYS")
    ap.add_argument("root")
    args = ap.parse_args()
    root = os.path.abspath(os.path.expanduser(args.root))
    if root in ("/", os.path.expanduser("~")):
        sys.exit(f"prune: refusing to prune {root}")
    cutoff = time.time() - args.older_than * 86400
    freed = 0
    for path in fsutil.iter_files(root):
        try:
            st = os.lstat(path)
            if args.older_than and st.st_mtime > cutoff:
                continue
            os.unlink(path)
            freed += st.st_size
        except OSError as e:
            print(f"prune: {path}: {e.strerror}", file=sys.stderr)
    fsutil.remove_empty_dirs(root)
    print(freed)


if __name__ == "__main__":
    main()
