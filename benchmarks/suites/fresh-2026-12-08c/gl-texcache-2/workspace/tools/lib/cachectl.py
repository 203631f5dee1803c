#!/usr/bin/env python3
# cachectl: list or purge the TeX caches named by cachepaths.
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cachepaths  # noqa: E402


def entries(root):
    try:
        return sorted(os.listdir(root))
    except FileNotFoundError:
        return []


def main(argv):
    cmd = argv[0] if argv else "list"
    dry = "--dry-run" in argv
    roots = cachepaths.user_cache_roots() + cachepaths.project_cache_dirs()
    if cmd == "list":
        for r in roots:
            print(f"{r}: {len(entries(r))} entries")
        return 0
    if cmd != "purge":
        print("usage: texcache list | purge [--dry-run]", file=sys.stderr)
        return 2
    removed = 0
    for r in roots:
        for name in entries(r):
            p = os.path.join(r, name)
            if dry:
                print("would remove", p)
                continue
            if os.path.isdir(p) and not os.path.islink(p):
                shutil.rmtree(p, ignore_errors=True)
            else:
                os.unlink(p)
            removed += 1
    print(f"texcache: purged {removed} entries from {len(roots)} cache dirs")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
