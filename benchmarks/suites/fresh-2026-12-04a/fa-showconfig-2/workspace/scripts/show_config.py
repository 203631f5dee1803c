#!/usr/bin/env python3
"""Print the settings courier resolves for an environment, secrets masked.

Resolution order (same as courier/settings.py): config/base.env, then
config/<env>.env, then the process environment. A KEY_FILE=path entry
loads KEY from that file (Docker/Kubernetes secret style).
"""
import argparse
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SENSITIVE = re.compile(r"(PASSWORD|SECRET|TOKEN|DSN|KEY)")


def parse_env(path):
    values = {}
    for line in path.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        k, v = line.split("=", 1)
        values[k.strip()] = v.strip()
    return values


def resolve(env):
    values = parse_env(ROOT / "config" / "base.env")
    values.update(parse_env(ROOT / "config" / f"{env}.env"))
    values.update({k: v for k, v in os.environ.items() if k in values})
    for key in [k for k in values if k.endswith("_FILE")]:
        path = ROOT / values.pop(key)
        values[key[: -len("_FILE")]] = path.read_text().strip() if path.exists() else "(missing file)"
    return dict(sorted(values.items()))


def mask(key, value):
    if SENSITIVE.search(key):
        return f"******** ({len(value)} chars)"
    return value


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--env", default="development")
    ap.add_argument("--out", help="also write the listing to this file")
    args = ap.parse_args()
    if not (ROOT / "config" / f"{args.env}.env").exists():
        sys.exit(f"unknown environment {args.env!r}")
    lines = [f"# courier settings for {args.env}"]
    lines += [f"{k}={mask(k, v)}" for k, v in resolve(args.env).items()]
    text = "\n".join(lines) + "\n"
    print(text, end="")
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(text)


if __name__ == "__main__":
    main()
