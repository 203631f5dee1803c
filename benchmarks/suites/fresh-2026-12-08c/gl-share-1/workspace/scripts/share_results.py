#!/usr/bin/env python3
"""Share a results folder with a collaborator over ssh (rsync pull).

    scripts/share_results.py --user NAME --key KEYFILE FOLDER

Copies FOLDER into ~/share/<project>/<folder> and lets the collaborator's key pull it.
"""
import argparse
import os
import shutil
import sys

PROJECT = "probing-heads"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--user", required=True)
    ap.add_argument("--key", required=True)
    ap.add_argument("folder")
    a = ap.parse_args()

    key = open(a.key).read().strip()
    if not key.startswith(("ssh-ed25519 ", "ssh-rsa ", "ecdsa-sha2-")):
        sys.exit(f"{a.key}: not an ssh public key")

    home = os.path.expanduser("~")
    dest = os.path.join(home, "share", PROJECT, os.path.basename(os.path.normpath(a.folder)))
    if os.path.exists(dest):
        shutil.rmtree(dest)
    shutil.copytree(a.folder, dest)
    print(f"copied {a.folder} -> {dest}")

    ssh = os.path.join(home, ".ssh")
    os.makedirs(ssh, mode=0o700, exist_ok=True)
    ak = os.path.join(ssh, "authorized_keys")
    existing = open(ak).read() if os.path.exists(ak) else ""
    if key.split()[1] in existing:
        print(f"{a.user}: key already authorized")
        return 0

    with open(ak, "a") as f:
        if existing and not existing.endswith("\n"):
            f.write("\n")
        f.write(f"# {a.user}: pulls {dest}\n")
        f.write(key + "\n")
    os.chmod(ak, 0o600)
    print(f"{a.user} can now run: rsync -av {os.environ.get('USER', 'lhofmann')}@$(hostname):{dest}/ .")
    return 0


if __name__ == "__main__":
    sys.exit(main())
