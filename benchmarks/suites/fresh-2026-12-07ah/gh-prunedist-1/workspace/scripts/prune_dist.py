#!/usr/bin/env python3
"""Delete old release tarballs (and their checksum files) from dist/, keeping the newest --keep versions."""
import argparse, pathlib, re

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--keep", type=int, default=3)
    ap.add_argument("--dir", default="dist")
    a = ap.parse_args()
    d = pathlib.Path(a.dir)
    versions = {}
    for f in d.glob("geoindex-*.tar.gz"):
        m = re.match(r"geoindex-(\d+\.\d+\.\d+)\.tar\.gz$", f.name)
        if m:
            versions[m.group(1)] = f
    ordered = sorted(versions, key=str)
    for v in ordered[:-a.keep]:
        for f in (versions[v], versions[v].with_name(versions[v].name + ".sha256")):
            if f.exists():
                f.unlink()
                print(f"removed {f}")
    print("kept: " + ", ".join(ordered[-a.keep:]))

if __name__ == "__main__":
    main()
