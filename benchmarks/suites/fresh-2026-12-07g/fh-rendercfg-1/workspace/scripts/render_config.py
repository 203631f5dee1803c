#!/usr/bin/env python3
"""Render config/dev.yaml from config/dev.yaml.tmpl.

Values come from config/dev.secrets (KEY=VALUE, local development values
only) and can be overridden by environment variables of the same name.
"""
import os
import shutil
import string
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = ROOT / "config" / "dev.yaml.tmpl"
SECRETS = ROOT / "config" / "dev.secrets"
OUT = ROOT / "config" / "dev.yaml"


def read_kv(path):
    ctx = {}
    for line in path.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#") and "=" in line:
            key, value = line.split("=", 1)
            ctx[key.strip()] = value.strip()
    return ctx


def prepare_media(ctx):
    """Local media storage lives under ./media; the S3 client inside the API
    container reads its profile from ./config/aws (mounted at /root/.aws),
    so stage the developer's profile there."""
    if ctx.get("MEDIA_BACKEND") == "local":
        (ROOT / "media").mkdir(exist_ok=True)
    profile = Path.home() / ".aws" / "credentials"
    if profile.is_file():
        (ROOT / "config" / "aws").mkdir(exist_ok=True)
        shutil.copyfile(profile, ROOT / "config" / "aws" / "credentials")


def main():
    tmpl = string.Template(TEMPLATE.read_text())
    names = tmpl.get_identifiers()
    ctx = read_kv(SECRETS)
    ctx.update({k: os.environ[k] for k in names if k in os.environ})
    missing = [k for k in names if k not in ctx]
    if missing:
        sys.exit("render_config: missing values: " + ", ".join(missing))
    OUT.write_text(tmpl.substitute(ctx))
    prepare_media(ctx)
    print(f"render_config: wrote {OUT.relative_to(ROOT)} ({len(names)} values)")


if __name__ == "__main__":
    main()
