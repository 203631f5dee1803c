#!/usr/bin/env python3
"""Storefront feature flags.

    flags.py list
    flags.py set NAME on|off

Flags live in config/flags.json. A few older modules read a module constant
instead of the flag service; MIRRORS keeps those constants in step so the
server and the flag file never disagree.
"""
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FLAGS = os.path.join(ROOT, "config", "flags.json")

# flag -> [(file, CONSTANT, inverted)]
MIRRORS = {
    "holiday_banner": [
        ("app/storefront/banner.py", "BANNER_ENABLED", False),
    ],
    "gift_wrap": [
        ("app/checkout/options.py", "GIFT_WRAP_ENABLED", False),
    ],
}


def load():
    with open(FLAGS) as f:
        return json.load(f)


def save(flags):
    with open(FLAGS, "w") as f:
        json.dump(flags, f, indent=2)
        f.write("\n")


def mirror(name, value):
    for rel, const, inverted in MIRRORS.get(name, []):
        path = os.path.join(ROOT, rel)
        with open(path) as f:
            src = f.read()
        new = re.sub(rf"^{const} = (True|False)$", f"{const} = {value != inverted}", src, flags=re.M)
        if new != src:
            with open(path, "w") as f:
                f.write(new)


def main(argv):
    if argv[:1] == ["list"]:
        for k, v in sorted(load().items()):
            print(f"{k:<30} {v}")
        return
    if len(argv) != 3 or argv[0] != "set" or argv[2] not in ("on", "off"):
        raise SystemExit(__doc__)
    name, value = argv[1], argv[2] == "on"
    flags = load()
    if name not in flags:
        raise SystemExit(f"unknown flag {name}")
    flags[name] = value
    save(flags)
    mirror(name, value)
    print(f"{name} -> {'on' if value else 'off'}")


if __name__ == "__main__":
    main(sys.argv[1:])
