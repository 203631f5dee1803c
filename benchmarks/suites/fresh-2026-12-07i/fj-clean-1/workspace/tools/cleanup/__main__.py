"""python3 -m tools.cleanup [--keep N] [--dry-run]"""
import argparse
import os
import shutil

from .targets import targets


def size_of(path):
    if os.path.isfile(path):
        return os.path.getsize(path)
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(path) for f in fs)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--keep", type=int, default=1)
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()
    root = os.getcwd()
    freed = 0
    for t in targets(root, os.path.expanduser("~")):
        if not os.path.isdir(t.path):
            continue
        entries = sorted(os.listdir(t.path))
        keep = args.keep if t.keep is None else t.keep
        victims = entries[:-keep] if keep else entries
        for name in victims:
            p = os.path.join(t.path, name)
            freed += size_of(p)
            print(f"{'would remove' if args.dry_run else 'removing'} {t.label}: {name}")
            if not args.dry_run:
                shutil.rmtree(p) if os.path.isdir(p) and not os.path.islink(p) else os.remove(p)
    print(f"freed {freed / 1024:.1f} KiB")


if __name__ == "__main__":
    main()
