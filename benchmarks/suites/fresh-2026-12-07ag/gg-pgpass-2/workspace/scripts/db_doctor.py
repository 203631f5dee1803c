#!/usr/bin/env python3
"""db-doctor: why does psql / the app not pick up my password?

Checks DATABASE_URL from .env against ~/.pgpass (or $PGPASSFILE) the way libpq does.
"""
import os
import stat
import sys
from pathlib import Path
from urllib.parse import urlparse

LOG = Path("tmp/db-doctor.log")
out = []


def say(msg=""):
    print(msg)
    out.append(msg)


def database_url():
    for line in Path(".env").read_text().splitlines():
        if line.startswith("DATABASE_URL="):
            return line.split("=", 1)[1].strip().strip('"')
    raise SystemExit(".env has no DATABASE_URL")


def mask(secret):
    return secret[:2] + "*" * 8 if secret else "(empty)"


def main():
    u = urlparse(database_url())
    want = [u.hostname or "localhost", str(u.port or 5432), u.path.lstrip("/"), u.username or os.environ.get("USER", "")]
    say(f"DATABASE_URL   -> host={want[0]} port={want[1]} db={want[2]} user={want[3]}")
    say(f"password in URL: {'yes' if u.password else 'no (libpq falls back to the password file)'}")

    path = Path(os.environ.get("PGPASSFILE", Path.home() / ".pgpass"))
    if not path.exists():
        say(f"{path}: missing")
        return 1
    mode = stat.S_IMODE(path.stat().st_mode)
    say(f"{path}: mode {oct(mode)}")
    if mode & 0o077:
        say(f"  PROBLEM: libpq ignores a password file readable by group/others -> chmod 600 {path}")

    found = None
    for n, line in enumerate(path.read_text().splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split(":")
        if len(fields) != 5:
            say(f"  line {n}: malformed ({len(fields)} fields)")
            continue
        hit = all(f in ("*", w) for f, w in zip(fields[:4], want))
        say(f"  line {n}: {':'.join(fields[:4])}:{mask(fields[4])}{'   <- matches' if hit else ''}")
        if hit and found is None:
            found = n
    say(f"matching entry: line {found}" if found else "no matching entry for this DATABASE_URL")
    LOG.parent.mkdir(exist_ok=True)
    LOG.write_text("\n".join(out) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
