"""Delete build output (see devtools.targets) under the project."""
import fnmatch
import os
import shutil
import sys
from pathlib import Path

from .targets import DIR_PATTERNS, FILE_PATTERNS, SKIP


def matches(name, patterns):
    return any(fnmatch.fnmatch(name, p) for p in patterns)


def clean_tree(root):
    removed = 0
    for dirpath, dirnames, filenames in os.walk(root):
        for d in list(dirnames):
            if d in SKIP:
                dirnames.remove(d)
            elif matches(d, DIR_PATTERNS):
                shutil.rmtree(os.path.join(dirpath, d), ignore_errors=True)
                dirnames.remove(d)
                removed += 1
        for f in filenames:
            if matches(f, FILE_PATTERNS):
                os.remove(os.path.join(dirpath, f))
                removed += 1
    return removed


def roots():
    yield Path.cwd()


def main():
    for root in roots():
        n = clean_tree(root)
        print(f"cleaned {root}: {n} entries removed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
