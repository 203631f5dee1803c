"""Set the image tag of one app in plain Kubernetes YAML, keeping the files' formatting."""
import argparse
import re
import sys
from pathlib import Path

from deploy.tools.kyaml import tidy

REGISTRY = "registry.acme.example.com/shop"


def bump(text: str, app: str, tag: str):
    pattern = re.compile(rf"^(\s*(?:-\s+)?image:\s*){re.escape(REGISTRY)}/{re.escape(app)}:(\S+)\s*$", re.M)
    old_tags = [m.group(2) for m in pattern.finditer(text)]
    return pattern.sub(lambda m: f"{m.group(1)}{REGISTRY}/{app}:{tag}", text), old_tags


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--app", required=True)
    ap.add_argument("--tag", required=True)
    ap.add_argument("root")
    args = ap.parse_args(argv)
    changed = 0
    for path in sorted(Path(args.root).rglob("*.y*ml")):
        text = path.read_text()
        new, old_tags = bump(text, args.app, args.tag)
        if not old_tags:
            continue
        new = tidy.tidy(new)
        if new != text:
            path.write_text(new)
            changed += 1
            print(f"{path}: {args.app} {', '.join(sorted(set(old_tags)))} -> {args.tag}")
    if not changed:
        sys.exit(f"no manifest runs {REGISTRY}/{args.app}")


if __name__ == "__main__":
    main()
