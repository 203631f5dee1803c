#!/usr/bin/env python3
"""Add a user to the managed account files (accounts/passwd, accounts/group).

    adduser.py LOGIN "Full Name" TEAM [--shell /bin/bash]

TEAM is the primary group (developers, sre, contractors). The user also
joins the groups a team member needs on the hosts (see TEAM_GROUPS).
"""
import argparse
import re
import sys

PASSWD = "accounts/passwd"
GROUP = "accounts/group"
UID_MIN, UID_MAX = 2000, 2899

# Supplementary groups per team, kept in step with the directory's nested
# groups so host access matches what people get in the web console.
TEAM_GROUPS = {
    "developers": ["ssh-users"],
    "sre": ["ssh-users", "wheel", "adm", "docker"],
    "contractors": ["ssh-users"],
}


def read(path):
    with open(path) as fh:
        return [l.rstrip("\n").split(":") for l in fh if l.strip()]


def write(path, rows):
    with open(path, "w") as fh:
        for r in rows:
            fh.write(":".join(r) + "\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("login")
    ap.add_argument("gecos")
    ap.add_argument("team", choices=sorted(TEAM_GROUPS))
    ap.add_argument("--shell", default="/bin/bash")
    a = ap.parse_args()
    if not re.fullmatch(r"[a-z][a-z0-9_-]{1,31}", a.login):
        sys.exit("invalid login: %s" % a.login)

    users = read(PASSWD)
    groups = read(GROUP)
    if any(u[0] == a.login for u in users):
        sys.exit("%s already exists" % a.login)
    gids = {g[0]: g[2] for g in groups}
    used = {int(u[2]) for u in users}
    uid = next(i for i in range(UID_MIN, UID_MAX + 1) if i not in used and i > max(x for x in used if x <= UID_MAX))

    users.append([a.login, "x", str(uid), gids[a.team], a.gecos, "/home/%s" % a.login, a.shell])
    join = [a.team] + TEAM_GROUPS[a.team]
    for g in groups:
        if g[0] in join:
            members = [m for m in g[3].split(",") if m]
            if a.login not in members:
                members.append(a.login)
            g[3] = ",".join(members)
    write(PASSWD, users)
    write(GROUP, groups)
    print("added %s (uid %d, team %s, groups: %s)" % (a.login, uid, a.team, ", ".join(join)))


if __name__ == "__main__":
    main()
