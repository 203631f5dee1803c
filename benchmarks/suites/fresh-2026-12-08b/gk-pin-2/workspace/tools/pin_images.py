#!/usr/bin/env python3
"""pin_images.py COMPOSE LOCK - rewrite `image:` lines to the digests recorded in LOCK."""
import json
import re
import sys


def main():
    compose, lockfile = sys.argv[1], sys.argv[2]
    with open(lockfile) as f:
        lock = json.load(f)
    with open(compose) as f:
        lines = f.read().splitlines(keepends=True)
    pinned = 0
    out = []
    for line in lines:
        m = re.match(r"^(\s*image:\s*)([^\s@:]+(?:/[^\s@:]+)*)(?::([^\s@]+))?(@sha256:[0-9a-f]+)?(\s*)$", line)
        if m and m.group(2) in lock:
            ent = lock[m.group(2)]
            line = f"{m.group(1)}{m.group(2)}:{ent['tag']}@{ent['digest']}{m.group(5)}"
            pinned += 1
        out.append(line)
    with open(compose, "w") as f:
        f.writelines(out)
    print(f"pinned {pinned} image(s) in {compose}")


if __name__ == "__main__":
    main()
