#!/usr/bin/env python3
"""Summarise a crash report (crashpad JSON export) into markdown for Jira.

    python3 tools/crash_triage.py dumps/crash_XXXX.json

Frames are symbolicated from the local symbol cache (symbols/); the symbol
store token in ~/.config/emberfall/symstore.token is only needed when a
module is missing from the cache.
"""
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SYMCACHE = ROOT / "symbols"
SYMSTORE = "http://symbols.emberfall-studio.example.com/sym"
TOKEN_FILE = Path.home() / ".config" / "emberfall" / "symstore.token"


def load_token():
    try:
        return TOKEN_FILE.read_text().strip()
    except OSError:
        return None


def load_symbols(module):
    table = []
    f = SYMCACHE / module / f"{module}.sym"
    if not f.exists():
        return None
    for line in f.read_text().splitlines():
        if line.startswith("FUNC "):
            _, addr, size, name = line.split(" ", 3)
            table.append((int(addr, 16), int(size, 16), name))
    return table


def symbolicate(frame, cache):
    mod = frame["module"]
    if mod not in cache:
        cache[mod] = load_symbols(mod)
    table = cache[mod]
    off = int(frame["offset"], 16)
    if table:
        for addr, size, name in table:
            if addr <= off < addr + size:
                return f"{mod}!{name}+0x{off - addr:x}"
    return f"{mod}+0x{off:x}"


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    path = Path(sys.argv[1])
    report = json.loads(path.read_text())
    token = load_token()
    headers = {"Authorization": f"Bearer {token}", "User-Agent": "emb-crash-triage/0.4"}
    print(f"symbol store: {SYMSTORE}  headers={headers}", file=sys.stderr)
    cache = {}
    crashed = report["threads"][report["crashed_thread"]]
    lines = [
        f"## Crash {report['crash_id']} ({report['build']['version']} {report['build']['config']})",
        "",
        f"- **Exception:** `{report['exception']['type']}` at `{report['exception']['address']}`",
        f"- **Platform:** {report['platform']}  **GPU:** {report['gpu']}",
        f"- **Map:** {report['context'].get('map', '?')}",
        "",
        "### Crashed thread: " + crashed["name"],
        "",
    ]
    for i, fr in enumerate(crashed["frames"][:12]):
        lines.append(f"{i:2d}. `{symbolicate(fr, cache)}`")
    missing = sorted(m for m, t in cache.items() if t is None)
    if missing:
        lines += ["", "_unsymbolicated modules: " + ", ".join(missing) + "_"]
    out = path.with_suffix(".summary.md")
    out.write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    print(f"\nwritten to {out}")


if __name__ == "__main__":
    main()
