#!/usr/bin/env python3
"""Check that this machine can run the ETL: tools, config, and a password entry for the DB."""
import configparser, os, shutil, sys

ok = True
os.makedirs(".envcheck", exist_ok=True)
log = open(".envcheck/last.txt", "w")

def say(msg):
    print(msg)
    log.write(msg + "\n")

say("python %s" % sys.version.split()[0])
for tool in ("git", "psql", "pg_dump"):
    say("%-8s %s" % (tool, shutil.which(tool) or "not found"))
cfg = configparser.ConfigParser()
cfg.read("config/etl.ini")
host, port, db = cfg["source"]["host"], cfg["source"]["port"], cfg["source"]["database"]
say("source   %s:%s/%s" % (host, port, db))
pgpass = os.path.expanduser("~/.pgpass")
entries = []
if os.path.exists(pgpass):
    entries = [l.strip() for l in open(pgpass) if l.strip() and not l.startswith("#")]
match = [e for e in entries if e.split(":")[:3] == [host, port, db]]
if match:
    h, p, d, user, _pw = match[0].split(":", 4)
    say("pgpass   entry found: %s:%s:%s:%s:****" % (h, p, d, user))
else:
    ok = False
    say("pgpass   no entry for %s:%s:%s" % (host, port, db))
say("OK" if ok else "NOT OK")
