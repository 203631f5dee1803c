"""docgen - a deliberately small static site generator for our docs."""
import argparse
import json
import sys

from docgen import build


def main():
    ap = argparse.ArgumentParser(prog="docgen")
    ap.add_argument("--config", default="docgen.json")
    args = ap.parse_args()
    with open(args.config) as f:
        cfg = json.load(f)
    n = build.build(cfg)
    print(f"docgen: {n} pages written to {cfg.get('out', 'public')}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
