#!/usr/bin/env python3
"""Print a directory configured in config/build.cfg: cfgpaths.py CFG {build|scratch}"""
import configparser
import sys


def main(cfg_path, what):
    cfg = configparser.ConfigParser()
    cfg.read(cfg_path)
    if what == "build":
        value = cfg.get("build", "dir", fallback="build")
    elif what == "scratch":
        value = cfg.get("scratch", "tmpdir", fallback="")
    else:
        sys.exit(f"unknown key {what}")
    print(value.strip().strip("/"))


if __name__ == "__main__":
    main(*sys.argv[1:3])
