#!/usr/bin/env python3
"""Edit the dev Postgres config in docker/postgres/ without breaking its layout.

    pgconf.py set NAME VALUE                 set (or uncomment) a postgresql.conf setting
    pgconf.py allow CIDR [--method M] [--database D] [--user U]
                                             add a `host` rule to pg_hba.conf
Restart the db container afterwards: docker compose restart db
"""
import argparse
import ipaddress
import re
import sys
from pathlib import Path

CONF_DIR = Path(__file__).resolve().parent.parent / "docker" / "postgres"
CONF = CONF_DIR / "postgresql.conf"
HBA = CONF_DIR / "pg_hba.conf"
METHODS = ("scram-sha-256", "md5", "reject")


def quote(value):
    if re.fullmatch(r"-?\d+(\.\d+)?|on|off|true|false|\d+(ms|s|min|h|d|kB|MB|GB)", value):
        return value
    return "'" + value.replace("'", "''") + "'"


def set_setting(name, value):
    lines = CONF.read_text().splitlines()
    pat = re.compile(rf"^\s*#?\s*{re.escape(name)}\s*=")
    new = f"{name} = {quote(value)}"
    for i, line in enumerate(lines):
        if pat.match(line):
            lines[i] = new
            break
    else:
        lines.append(new)
    CONF.write_text("\n".join(lines) + "\n")
    print(f"postgresql.conf: {new}")


def hba_line(kind, database, user, address, method):
    return f"{kind:<7} {database:<15} {user:<15} {address:<23} {method}"


def allow(cidr, method, database, user):
    net = ipaddress.ip_network(cidr, strict=True)
    if method not in METHODS:
        sys.exit(f"pgconf: method must be one of {', '.join(METHODS)}")
    text = HBA.read_text()
    rule = hba_line("host", database, user, str(net), method)
    if rule in text:
        print("pg_hba.conf: rule already present")
        return
    text = text.rstrip("\n") + "\n" + rule + "\n"
    HBA.write_text(text)
    print(f"pg_hba.conf: + {rule}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("set")
    s.add_argument("name")
    s.add_argument("value")
    a = sub.add_parser("allow")
    a.add_argument("cidr")
    a.add_argument("--method", default="scram-sha-256")
    a.add_argument("--database", default="all")
    a.add_argument("--user", default="all")
    args = ap.parse_args(argv)
    if args.cmd == "set":
        set_setting(args.name, args.value)
    else:
        allow(args.cidr, args.method, args.database, args.user)


if __name__ == "__main__":
    main()
