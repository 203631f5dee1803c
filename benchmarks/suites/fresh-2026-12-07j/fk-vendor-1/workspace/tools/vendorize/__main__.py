"""python3 -m tools.vendorize --lock vendor.lock --src DIR --dest DIR"""
import argparse
import shutil
import sys
from pathlib import Path

from . import fixups


def parse_lock(path):
    pins = []
    for line in Path(path).read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if "==" in line:
            name, ver = line.split("==", 1)
            pins.append((name.strip(), ver.strip()))
    return pins


def main():
    ap = argparse.ArgumentParser(prog="vendorize")
    ap.add_argument("--lock", required=True)
    ap.add_argument("--src", required=True)
    ap.add_argument("--dest", required=True)
    a = ap.parse_args()
    root = Path.cwd()
    dest = root / a.dest
    pins = parse_lock(a.lock)
    dest.mkdir(exist_ok=True)
    for name, ver in pins:
        src = root / a.src / f"{name}-{ver}" / name
        if not src.is_dir():
            sys.exit(f"vendorize: no source for {name}=={ver} under {a.src}")
        out = dest / name
        if out.exists():
            shutil.rmtree(out)
        shutil.copytree(src, out, ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "tests"))
        print(f"vendored {name} {ver}")
    fixups.apply(root, dest, pins)


if __name__ == "__main__":
    main()
