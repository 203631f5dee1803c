#!/usr/bin/env python3
"""Run every collector in collectors.py into the bundle folder given as argv[1]."""
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import collectors  # noqa: E402


def main(out):
    manifest = {"created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "files": []}
    for name in collectors.ORDER:
        fn = getattr(collectors, name)
        try:
            written = fn(out) or []
        except Exception as e:  # a failing collector must not kill the bundle
            written = []
            print(f"  {name}: skipped ({e})")
        else:
            print(f"  {name}: {len(written)} file(s)")
        manifest["files"] += written
    with open(os.path.join(out, "MANIFEST.json"), "w") as f:
        json.dump(manifest, f, indent=2)


if __name__ == "__main__":
    main(sys.argv[1])
