"""python3 -m scripts.overlay.mkusers TABLE BASE_DIR OVERLAY_DIR

Reads a buildroot makeusers table and writes passwd/group/shadow into the
overlay, starting from the base files in BASE_DIR.
"""
import os
import sys

from . import crypt_compat, policy

FIRST_UID = 1000          # login accounts
FIRST_SYSTEM_UID = 200    # daemons (shell /bin/false)


def parse(path):
    users = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            f_ = line.split(None, 8)
            users.append({"name": f_[0], "uid": int(f_[1]), "group": f_[2], "gid": int(f_[3]),
                          "password": f_[4], "home": f_[5], "shell": f_[6],
                          "groups": [] if f_[7] == "-" else f_[7].split(","), "comment": f_[8] if len(f_) > 8 else ""})
    return users


def main(table, base, overlay):
    passwd = [l.split(":") for l in open(os.path.join(base, "passwd")).read().splitlines()]
    group = [l.split(":") for l in open(os.path.join(base, "group")).read().splitlines()]
    shadow = []
    next_id = {False: FIRST_UID, True: FIRST_SYSTEM_UID}
    for u in parse(table):
        u = policy.apply(u)
        system = u["shell"] in ("/bin/false", "/sbin/nologin")
        uid = u["uid"] if u["uid"] >= 0 else next_id[system]
        next_id[system] = max(next_id[system], uid + 1)
        gids = {g[0]: g for g in group}
        if u["group"] not in gids:
            group.append([u["group"], "x", str(uid if u["gid"] < 0 else u["gid"]), ""])
        gid = next(g for g in group if g[0] == u["group"])[2]
        home = "/nonexistent" if u["home"] == "-" else u["home"]
        passwd.append([u["name"], "x", str(uid), gid, u["comment"], home, u["shell"]])
        for g in group:
            if g[0] in u["groups"]:
                members = [m for m in g[3].split(",") if m]
                g[3] = ",".join(members + [u["name"]])
        pw = u["password"]
        pw = crypt_compat.hash(pw[1:]) if pw.startswith("=") else ("!" if pw in ("*", "-") else pw)
        shadow.append([u["name"], pw, "19700", "0", "99999", "7", "", "", ""])
        policy.extra_files(u, overlay)
    etc = os.path.join(overlay, "etc")
    os.makedirs(etc, exist_ok=True)
    for name, rows, mode in (("passwd", passwd, 0o644), ("group", group, 0o644), ("shadow", shadow, 0o600)):
        p = os.path.join(etc, name)
        with open(p, "w") as f:
            f.write("\n".join(":".join(r) for r in rows) + "\n")
        os.chmod(p, mode)
        print(f"  wrote {p}")


if __name__ == "__main__":
    main(*sys.argv[1:4])
