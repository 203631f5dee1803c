"""python -m dockergen CONFIG [--check]: write services/<name>/Dockerfile for each service."""
import json
import os
import sys

from .render import render_service


def main(argv):
    if not argv:
        sys.exit("usage: python -m dockergen CONFIG [--check]")
    config_path, check = argv[0], "--check" in argv[1:]
    with open(config_path) as f:
        config = json.load(f)
    stale = []
    for name, svc in sorted(config["services"].items()):
        text = render_service(name, svc, config)
        path = os.path.join("services", name, "Dockerfile")
        old = open(path).read() if os.path.exists(path) else None
        if old == text:
            print(f"unchanged {path}")
            continue
        stale.append(path)
        if not check:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(text)
            print(f"wrote     {path}")
    if check and stale:
        sys.exit("stale: " + ", ".join(stale))


main(sys.argv[1:])
