#!/usr/bin/env python3
"""Copy a results folder onto the lab share and set share permissions.

usage: labshare.py push SRC DEST [--group GROUP]
"""
import argparse
import grp
import os
import shutil
import sys
from pathlib import Path

DIR_MODE = 0o2750   # setgid so new files keep the project group
FILE_MODE = 0o640


def set_share_perms(root: Path, group: str | None):
    gid = None
    if group:
        try:
            gid = grp.getgrnam(group).gr_gid
        except KeyError:
            pass
    for dirpath, dirnames, filenames in os.walk(root):
        os.chmod(dirpath, DIR_MODE)
        for f in filenames:
            os.chmod(os.path.join(dirpath, f), FILE_MODE)
        if gid is not None:
            for n in [dirpath] + [os.path.join(dirpath, f) for f in filenames]:
                try:
                    os.chown(n, -1, gid)
                except PermissionError:
                    pass


def push(src: Path, dest: Path, group: str | None):
    if not (src / "MANIFEST.md5").exists():
        sys.exit(f"{src}: no MANIFEST.md5, run via scripts/publish.sh")
    dest.mkdir(parents=True, exist_ok=True)
    n = 0
    for p in sorted(src.rglob("*")):
        rel = p.relative_to(src)
        if p.is_dir():
            (dest / rel).mkdir(exist_ok=True)
        else:
            shutil.copy2(p, dest / rel)
            n += 1
    set_share_perms(dest, group)
    print(f"published {n} files -> {dest}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["push"])
    ap.add_argument("src", type=Path)
    ap.add_argument("dest", type=Path)
    ap.add_argument("--group")
    a = ap.parse_args()
    push(a.src, a.dest, a.group)


if __name__ == "__main__":
    main()
