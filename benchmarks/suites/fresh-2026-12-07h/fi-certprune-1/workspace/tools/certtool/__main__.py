import argparse
import json
import sys

from . import store


def main():
    ap = argparse.ArgumentParser(prog="certtool")
    ap.add_argument("--config", required=True)
    ap.add_argument("command", choices=["list", "prune"])
    args = ap.parse_args()
    with open(args.config) as fh:
        cfg = json.load(fh)
    st = store.CertStore(cfg)
    if args.command == "list":
        for c in st.certs():
            print("%-28s %s  %s" % (c.name, c.not_after.date(), "EXPIRED" if c.expired else "ok"))
    else:
        moved = st.prune_expired()
        for name in moved:
            print("archived %s" % name)
        print("%d expired certificate(s) archived" % len(moved))
    return 0


sys.exit(main())
