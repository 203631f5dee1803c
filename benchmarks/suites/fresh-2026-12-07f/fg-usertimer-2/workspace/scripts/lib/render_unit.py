#!/usr/bin/env python3
"""render_unit.py --template T --repo R --out O

Substitute @REPO@ in a unit template and write it to O (mode 644).  Refuses to
overwrite a unit that differs unless --force is given.
"""
import argparse
import os
import sys


def write_unit(path, text, force=False):
    if os.path.exists(path) and not force:
        with open(path) as f:
            if f.read() == text:
                print(f"unchanged {path}")
                return
        sys.exit(f"render_unit: {path} exists and differs (use --force)")
    with open(path, "w") as f:
        f.write(text)
    os.chmod(path, 0o644)
    print(f"wrote {path}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--template", required=True)
    ap.add_argument("--repo", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--force", action="store_true")
    a = ap.parse_args()
    with open(a.template) as f:
        text = f.read().replace("@REPO@", a.repo)
    write_unit(a.out, text, a.force)


if __name__ == "__main__":
    main()
