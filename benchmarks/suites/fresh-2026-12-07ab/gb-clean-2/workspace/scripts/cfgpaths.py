#!/usr/bin/env python3
"""Print a directory configured in config/build.cfg: cfgpaths.py CFG {build|scratch}"""
import configparser
import sys


def main(cfg_path, what):
    cfg = configparser.ConfigParser()
    cfg.read(cfg_path)
    if what == "build":
        value = cfg.get("build", "dir")
    elif what == "scratch":
        value = cfg.get("scratch", "subdir")
    else:
        sys.exit(f"unknown key {what}")
    value = value.strip().strip("/")
    if not value:
        sys.exit(f"{cfg_path}: empty {what} directory")
    print(value)


if __name__ == "__main__":
    main(*sys.argv[1:3])
