#!/usr/bin/env python3
"""check_deps.py - verify that requirements.txt pins exactly what requirements.in asks for.

Checks: every requirement in requirements.in is pinned (==) in requirements.txt,
no pin is duplicated, and (when the package index is reachable) flags pins that
are yanked. Writes a plain-text report.
"""
import argparse
import configparser
import json
import os
import re
import socket
import sys
import urllib.error
import urllib.request

NAME = re.compile(r"^\s*([A-Za-z0-9_.-]+)")


def norm(name):
    return re.sub(r"[-_.]+", "-", name).lower()


def parse(path):
    out = {}
    for raw in open(path, encoding="utf-8"):
        line = raw.split("#", 1)[0].strip()
        if not line or line.startswith("-"):
            continue
        m = NAME.match(line)
        if m:
            out.setdefault(norm(m.group(1)), []).append(line)
    return out


def index_url():
    """The index configured for pip (a local devpi mirror on most dev machines)."""
    cfg = configparser.ConfigParser()
    cfg.read([os.path.expanduser("~/.config/pip/pip.conf"), os.path.expanduser("~/.pip/pip.conf")])
    return cfg.get("global", "index-url", fallback="http://127.0.0.1:3141/root/pypi/+simple/")


def yanked(url, pins):
    """Ask the index for each pinned release; returns (reachable, {name: reason})."""
    found = {}
    for name, line in pins.items():
        try:
            with urllib.request.urlopen(url.rstrip("/") + f"/{name}/", timeout=2) as r:
                body = r.read().decode("utf-8", "replace")
        except (urllib.error.URLError, OSError, socket.timeout):
            return False, {}
        ver = line.split("==", 1)[1] if "==" in line else ""
        if f'data-yanked="" >{name}-{ver}' in body:
            found[name] = "yanked"
    return True, found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--report", default="build/deps-report.txt")
    args = ap.parse_args()
    wanted = parse("requirements.in")
    pinned = parse("requirements.txt")
    problems = []
    for name in sorted(wanted):
        if name not in pinned:
            problems.append(f"{name}: in requirements.in but not pinned")
        elif not all("==" in l for l in pinned[name]):
            problems.append(f"{name}: not pinned with ==")
    for name, lines in sorted(pinned.items()):
        if len(lines) > 1:
            problems.append(f"{name}: pinned {len(lines)} times")
    flat = {n: ls[0] for n, ls in pinned.items()}
    url = index_url()
    reachable, bad = yanked(url, flat)
    for name, why in sorted(bad.items()):
        problems.append(f"{name}: {why}")
    os.makedirs(os.path.dirname(args.report) or ".", exist_ok=True)
    with open(args.report, "w") as f:
        f.write(f"requirements.in: {len(wanted)} entries, requirements.txt: {len(pinned)} pins\n")
        f.write(f"index: {url} ({'checked' if reachable else 'unreachable, offline checks only'})\n")
        for p in problems or ["no problems found"]:
            f.write(p + "\n")
    print(open(args.report).read(), end="")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
