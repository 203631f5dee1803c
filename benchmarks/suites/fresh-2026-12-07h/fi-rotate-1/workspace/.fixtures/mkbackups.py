import gzip, os
os.makedirs("backups/daily", exist_ok=True)
os.makedirs("backups/monthly", exist_ok=True)
def dump(path, label):
    with gzip.open(path, "wb") as fh:
        fh.write(("-- SQLite dump of app.db taken %s\nBEGIN TRANSACTION;\n" % label).encode())
        fh.write(os.urandom(4096).hex().encode())
        fh.write(b"\nCOMMIT;\n")
for d in range(10, 31):
    dump("backups/daily/app-2026-11-%02d.sql.gz" % d, "2026-11-%02d" % d)
for m in range(5, 11):
    dump("backups/monthly/app-2026-%02d.sql.gz" % m, "2026-%02d-01" % m)
with open("backups/README", "w") as fh:
    fh.write("daily/    nightly dumps (cron, 02:15), rotated by bin/rotate-backups\n"
             "monthly/  first-of-month dumps, kept 13 months for the auditors\n")
