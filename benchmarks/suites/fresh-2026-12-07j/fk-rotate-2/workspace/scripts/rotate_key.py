#!/usr/bin/env python3
"""Rotate the API key of one environment.

The new key becomes API_KEY; the previous key stays in ACCEPTED_KEYS for one
rotation cycle so running clients are not cut off.
"""
import argparse
import datetime
import hashlib
import secrets
from pathlib import Path

CONFIG = Path(__file__).resolve().parent.parent / "config"
PREFIX = {"staging": "stg", "production": "prd", "dev": "dev"}


def read_env(path):
    out = {}
    for line in path.read_text().splitlines():
        if line.strip() and not line.lstrip().startswith("#") and "=" in line:
            k, v = line.split("=", 1)
            out[k.strip()] = v.strip()
    return out


def update_env(path, values):
    lines, seen = [], set()
    for line in path.read_text().splitlines():
        key = line.split("=", 1)[0].strip() if "=" in line else None
        if key in values and not line.lstrip().startswith("#"):
            lines.append(f"{key}={values[key]}")
            seen.add(key)
        else:
            lines.append(line)
    lines += [f"{k}={v}" for k, v in values.items() if k not in seen]
    path.write_text("\n".join(lines) + "\n")


def fp(key):
    return hashlib.sha256(key.encode()).hexdigest()[:12]


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--env", required=True)
    env = ap.parse_args().env
    path = CONFIG / f"{env}.env"
    if not path.is_file():
        raise SystemExit(f"no such environment: {env}")
    cur = read_env(path)
    old = cur.get("API_KEY", "")
    new = f"{PREFIX.get(env, env[:3])}_{secrets.token_hex(20)}"
    update_env(path, {"API_KEY": new, "ACCEPTED_KEYS": ",".join(k for k in (new, old) if k)})
    stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    with open(CONFIG / "rotation.log", "a") as log:
        log.write(f"{stamp} rotated {env} new={fp(new)} previous={fp(old)}\n")
    print(f"rotated {env}: new key fingerprint {fp(new)}; previous key accepted until next rotation")


if __name__ == "__main__":
    main()
