#!/usr/bin/env python3
import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from collectors import crash, logs, env  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--crash", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    out = Path(a.out)
    manifest = []
    for c in (crash, logs, env):
        for f in c.collect(a.crash, out):
            manifest.append(f"{c.__name__.split('.')[-1]:6s} {f}")
    (out / "MANIFEST.txt").write_text("\n".join(manifest) + "\n")
    print("\n".join(manifest))


if __name__ == "__main__":
    main()
