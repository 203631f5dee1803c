#!/usr/bin/env python3
"""Resolve the effective service config the same way internal/config does.

Layers, later wins:
  1. config/base.toml
  2. config/<profile>.toml
  3. config/secrets.<profile>.env   (git-ignored, pulled from the vault)
  4. ORDERS_* variables in the process environment
Keys map to env names as ORDERS_<SECTION>_<KEY> (upper case).

  python3 scripts/config.py render --profile staging [--format env|toml|json] [-o FILE]

Secret-looking keys (password, secret, token, key) are redacted in every output
format; pass --show-secrets to see them on your own terminal.
"""
import argparse
import json
import os
import re
import sys
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SECRET = re.compile(r"(password|secret|token|(^|_)key$)", re.I)
REDACTED = "<redacted>"


def load_toml(path):
    if not os.path.exists(path):
        return {}
    with open(path, "rb") as f:
        return tomllib.load(f)


def load_env_file(path):
    out = {}
    if not os.path.exists(path):
        return out
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#") or "=" not in line:
                continue
            k, v = line.split("=", 1)
            out[k.strip()] = v.strip().strip('"')
    return out


def flatten(cfg):
    flat = {}
    for section, values in cfg.items():
        for key, value in values.items():
            flat[f"ORDERS_{section}_{key}".upper()] = value
    return flat


def resolve(profile):
    cfg = load_toml(os.path.join(ROOT, "config", "base.toml"))
    for section, values in load_toml(os.path.join(ROOT, "config", f"{profile}.toml")).items():
        cfg.setdefault(section, {}).update(values)
    flat = flatten(cfg)
    overrides = load_env_file(os.path.join(ROOT, "config", f"secrets.{profile}.env"))
    overrides.update({k: v for k, v in os.environ.items() if k in flat})
    for k, v in overrides.items():
        if k not in flat:
            print(f"warning: {k} does not match any config key", file=sys.stderr)
            continue
        flat[k] = type(flat[k])(v) if isinstance(flat[k], int) else v
    for k, v in flat.items():
        if isinstance(v, str):
            flat[k] = v.replace("{profile}", profile)
    return dict(sorted(flat.items()))


def redact(flat):
    return {k: (REDACTED if SECRET.search(k) and v != "" else v) for k, v in flat.items()}


def as_env(flat):
    return "".join(f"{k}={v}\n" for k, v in flat.items())


def as_toml(flat):
    sections = {}
    for k, v in flat.items():
        _, section, key = k.split("_", 2)
        sections.setdefault(section.lower(), {})[key.lower()] = v
    out = []
    for section, values in sections.items():
        out.append(f"[{section}]")
        out.extend(f"{key} = {json.dumps(v)}" for key, v in values.items())
        out.append("")
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("command", choices=["render"])
    ap.add_argument("--profile", required=True)
    ap.add_argument("--format", choices=["env", "toml", "json"], default="env")
    ap.add_argument("-o", "--output", default="-")
    ap.add_argument("--show-secrets", action="store_true")
    args = ap.parse_args()

    flat = resolve(args.profile)
    # env output also feeds `kubectl create secret generic --from-env-file`,
    # which needs real values; redaction is for the human-readable formats
    if not args.show_secrets and args.format != "env":
        flat = redact(flat)
    text = {"env": as_env, "toml": as_toml, "json": lambda f: json.dumps(f, indent=2) + "\n"}[args.format](flat)
    if args.output == "-":
        sys.stdout.write(text)
    else:
        os.makedirs(os.path.dirname(args.output) or ".", exist_ok=True)
        with open(args.output, "w") as f:
            f.write(text)
        print(f"wrote {args.output} ({len(flat)} keys, profile {args.profile})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
