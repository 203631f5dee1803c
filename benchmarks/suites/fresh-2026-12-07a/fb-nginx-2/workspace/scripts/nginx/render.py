#!/usr/bin/env python3
"""Render deploy/nginx/site.conf from settings.json (stdout)."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import blocks  # noqa: E402


def main(path):
    with open(path) as f:
        s = json.load(f)
    parts = [
        f"# generated from {path} by scripts/nginx/render.py -- do not edit by hand",
        blocks.redirect_server(s),
        blocks.main_server(s),
    ]
    sys.stdout.write("\n".join(parts))


if __name__ == "__main__":
    main(sys.argv[1])
