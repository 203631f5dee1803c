#!/usr/bin/env python3
"""Compare .env with .env.example and report keys that are missing locally."""
import sys


def parse(path):
    out = {}
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#") or "=" not in line:
                continue
            k, v = line.split("=", 1)
            out[k.strip()] = v.strip()
    return out


example = parse(".env.example")
local = parse(".env")
missing = [k for k in example if k not in local]
extra = [k for k in local if k not in example]
with open("missing_keys.txt", "w") as f:
    for k in missing:
        f.write(k + "\n")
print(f"{len(local)} keys set, {len(missing)} missing, {len(extra)} not in example")
for k in missing:
    print("  missing:", k)
for k in extra:
    print("  extra:  ", k)
print("set:", ", ".join(sorted(local)))
