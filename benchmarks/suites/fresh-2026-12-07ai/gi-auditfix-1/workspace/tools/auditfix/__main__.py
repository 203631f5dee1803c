"""python3 -m tools.auditfix --package NAME: bump one vulnerable npm package to its patched version
without a network round-trip (advisory data is vendored in tools/auditfix/advisories.json)."""
import argparse
import sys

from .fix import apply_fix


def main(argv=None):
    ap = argparse.ArgumentParser(prog="auditfix")
    ap.add_argument("--package", required=True)
    ap.add_argument("--manifest", default="package.json")
    ap.add_argument("--lockfile", default="package-lock.json")
    a = ap.parse_args(argv)
    changes = apply_fix(a.package, a.manifest, a.lockfile)
    for c in changes:
        print(c)
    return 0 if changes else 1


if __name__ == "__main__":
    sys.exit(main())
