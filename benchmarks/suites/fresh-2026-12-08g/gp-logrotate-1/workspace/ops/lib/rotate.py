#!/usr/bin/env python3
"""Compress rotated logs (X.log.N -> X.log.N.gz) and drop generations above --keep."""
import argparse
import gzip
import os
import re
import shutil

GEN = re.compile(r"(?P<base>.+\.log)\.(?P<n>\d+)(?P<gz>\.gz)?$")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", required=True)
    ap.add_argument("--keep", type=int, default=5)
    a = ap.parse_args()
    for name in sorted(os.listdir(a.dir)):
        m = GEN.match(name)
        if not m:
            continue
        path = os.path.join(a.dir, name)
        if int(m["n"]) > a.keep:
            os.remove(path)
            print(f"dropped {name}")
        elif not m["gz"]:
            with open(path, "rb") as src, gzip.open(path + ".gz", "wb") as dst:
                shutil.copyfileobj(src, dst)
            os.remove(path)
            print(f"compressed {name}")


if __name__ == "__main__":
    main()
