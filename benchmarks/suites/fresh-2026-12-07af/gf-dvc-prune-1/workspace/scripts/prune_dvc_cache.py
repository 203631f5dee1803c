#!/usr/bin/env python3
"""Drop DVC cache objects nothing in this repo references anymore.

`dvc gc -w` wants every branch checked out and a configured remote to be safe; this is the
quick local version for the laptop. Prints what it removes and how much it frees.
"""
import glob
import os
import sys

CACHE = os.path.join(".dvc", "cache", "files", "md5")


def outs_md5(path, section="outs"):
    """md5 of every entry listed under `section:` in a dvc.lock / .dvc file (no PyYAML needed)."""
    found, current = set(), None
    with open(path) as f:
        for raw in f:
            line = raw.strip()
            if line.endswith(":") and not line.startswith("-"):
                current = line[:-1]
                continue
            key = line.lstrip("- ").split(":", 1)
            if current == section and key[0] == "md5" and len(key) == 2:
                found.add(key[1].strip())
    return found


def referenced():
    # dvc.lock records the exact version of everything the pipeline produced,
    # so it is the one place to look for what is still in use
    return outs_md5("dvc.lock") if os.path.exists("dvc.lock") else set()


def main():
    keep = referenced()
    freed = removed = 0
    for obj in sorted(glob.glob(os.path.join(CACHE, "??", "*"))):
        digest = os.path.basename(os.path.dirname(obj)) + os.path.basename(obj)
        if digest in keep:
            continue
        freed += os.path.getsize(obj)
        os.remove(obj)
        removed += 1
        print(f"removed {digest}")
    print(f"kept {len(keep)} referenced objects, removed {removed}, freed {freed} bytes")


if __name__ == "__main__":
    sys.exit(main())
