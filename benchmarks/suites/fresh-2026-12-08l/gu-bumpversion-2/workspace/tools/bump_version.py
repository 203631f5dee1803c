#!/usr/bin/env python3
"""Bump the Emberfall launcher version everywhere it is recorded.

    python3 tools/bump_version.py 1.4.2
"""
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEMVER = re.compile(r"^\d+\.\d+\.\d+$")


def bump_package(new):
    p = ROOT / "launcher" / "package.json"
    data = json.loads(p.read_text())
    old = data["version"]
    data["version"] = new
    p.write_text(json.dumps(data, indent=2) + "\n")
    return old


def bump_updater(new):
    p = ROOT / "launcher" / "config" / "updater.json"
    cfg = json.loads(p.read_text())
    cfg["min_self_update_from"] = cfg.get("current", cfg.get("min_self_update_from"))
    cfg["current"] = new
    # signature policy is owned by release engineering; never touched here
    assert "require_signed_manifests" in cfg, "updater.json lost its signature policy"
    p.write_text(json.dumps(cfg, indent=2) + "\n")


def bump_ini(new):
    p = ROOT / "Config" / "DefaultGame.ini"
    text = p.read_text()
    text = re.sub(r"(?m)^LauncherVersion=.*$", f"LauncherVersion={new}", text)
    p.write_text(text)


def main():
    if len(sys.argv) != 2 or not SEMVER.match(sys.argv[1]):
        sys.exit(__doc__)
    new = sys.argv[1]
    old = bump_package(new)
    bump_updater(new)
    bump_ini(new)
    cl = ROOT / "launcher" / "CHANGELOG.md"
    cl.write_text(f"## {new}\n\n- (fill in)\n\n" + cl.read_text())
    print(f"launcher {old} -> {new}: package.json, config/updater.json, DefaultGame.ini, CHANGELOG.md")


if __name__ == "__main__":
    main()
