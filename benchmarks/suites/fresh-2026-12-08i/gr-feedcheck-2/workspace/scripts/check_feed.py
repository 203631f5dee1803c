#!/usr/bin/env python3
"""Check which version an update channel's feed serves, against package.json.

    python3 scripts/check_feed.py --channel staging
"""
import argparse
import json
import os
import sys
import urllib.request

FEEDS = {
    "staging": "http://updates-staging.notewell.example.test/feed",
    "production": "http://updates.notewell.example.com/feed",
}
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def parse_latest_yml(text):
    out = {}
    for line in text.splitlines():
        if line.startswith((" ", "-")) or ":" not in line:
            continue
        k, v = line.split(":", 1)
        out[k.strip()] = v.strip().strip("'")
    return out


def fetch(url):
    with urllib.request.urlopen(url, timeout=10) as r:
        return r.read().decode()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--channel", default="staging", choices=sorted(FEEDS))
    args = ap.parse_args()
    with open(os.path.join(ROOT, "package.json")) as f:
        expected = json.load(f)["version"]
    url = f"{FEEDS[args.channel]}/latest.yml"
    try:
        feed = parse_latest_yml(fetch(url))
    except Exception as e:
        print(f"{url}: {e}")
        return 2
    served = feed.get("version", "?")
    ok = served == expected
    print(f"{args.channel}: {url}")
    print(f"  serves   {served} ({feed.get('path', '?')}, released {feed.get('releaseDate', '?')})")
    print(f"  expected {expected} (package.json)")
    print("  OK" if ok else "  MISMATCH")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
