#!/usr/bin/env python3
"""Add a login to the box inventory (inventory/users/NAME.yml); `make apply` rolls it out."""
import argparse
import os
import sys

USERS = "inventory/users"
BASE_UID = 1001


def read_users():
    users = {}
    for fn in sorted(os.listdir(USERS)):
        if not fn.endswith(".yml"):
            continue
        data = {}
        with open(os.path.join(USERS, fn)) as f:
            for line in f:
                if ":" in line and not line.startswith((" ", "#")):
                    k, v = line.split(":", 1)
                    data[k.strip()] = v.strip()
        users[fn[:-4]] = data
    return users


def parse_list(v):
    return [x.strip() for x in v.strip("[]").split(",") if x.strip()]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("name")
    ap.add_argument("--comment", default="")
    args = ap.parse_args()

    users = read_users()
    if args.name in users:
        sys.exit(f"{args.name} already exists")
    uid = max([int(u.get("uid", BASE_UID - 1)) for u in users.values()] + [BASE_UID - 1]) + 1
    # new people get the shared media/family folders over sftp only; admins are added by hand
    groups = ["users", "media", "family", "sftponly"]
    shell = "/usr/sbin/nologin"
    path = os.path.join(USERS, args.name + ".yml")
    with open(path, "w") as f:
        f.write(f"# managed by scripts/adduser.py\n")
        f.write(f"name: {args.name}\n")
        f.write(f"uid: {uid}\n")
        f.write(f"comment: {args.comment or args.name}\n")
        f.write(f"shell: {shell}\n")
        f.write(f"groups: [{', '.join(groups)}]\n")
        f.write(f"password: locked\n")
        f.write(f"ssh_keys: []\n")
    print(f"wrote {path} (uid {uid}, groups {', '.join(groups)})")
    print("run `make apply` to create the account on the box")


if __name__ == "__main__":
    main()
