#!/usr/bin/env python3
"""Compare two bench result files: python3 bench/compare.py OLD.json NEW.json"""
import json
import sys


def main(old_path, new_path):
    old = json.load(open(old_path))["results"]
    new = json.load(open(new_path))["results"]
    print(f"{'case':<16} {'old ns/op':>12} {'new ns/op':>12} {'delta':>8}")
    for name in sorted(set(old) | set(new)):
        o = old.get(name, {}).get("ns_per_op")
        n = new.get(name, {}).get("ns_per_op")
        if o is None or n is None:
            print(f"{name:<16} {o or '-':>12} {n or '-':>12} {'n/a':>8}")
            continue
        print(f"{name:<16} {o:>12.1f} {n:>12.1f} {100.0 * (n - o) / o:>+7.1f}%")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
