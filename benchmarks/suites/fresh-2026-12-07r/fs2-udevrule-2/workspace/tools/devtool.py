#!/usr/bin/env python3
"""devtool - small helpers for the board workflow."""
import argparse, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from udevgen import build_rules


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    u = sub.add_parser("udev", help="generate udev rules for debug probes")
    u.add_argument("--out", required=True)
    u.add_argument("--group", default="plugdev")
    a = ap.parse_args()
    if a.cmd == "udev":
        text = build_rules(group=a.group)
        with open(a.out, "w") as f:
            f.write(text)
        print(f"wrote {a.out} ({text.count('ATTRS{idVendor}')} probes)")
        print("install with: sudo cp %s /etc/udev/rules.d/ && sudo udevadm control --reload" % a.out)


if __name__ == "__main__":
    main()
