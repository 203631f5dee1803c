#!/usr/bin/env python3
"""Edit the storage access policy (policies/acl.json).

    acl.py --file ACL grant  --bucket B --role R --member M
    acl.py --file ACL revoke --bucket B --role R --member M
    acl.py --file ACL show   --bucket B      effective access per member
    acl.py --file ACL check

Roles are ordered: reader < writer < admin (admin also manages the policy).
The file is written in a canonical form, one binding per line, so diffs stay readable.
"""
import argparse
import json
import os
import re
import sys

RANK = {"reader": 1, "writer": 2, "admin": 3}
MEMBER = re.compile(r"^(user:|group:)?[\w.+-]+@[\w.-]+$")


def load(path):
    with open(path) as f:
        return json.load(f)


def dump(policy, path):
    lines = ["{", f'  "version": {json.dumps(policy["version"])},', '  "bindings": [']
    b = policy["bindings"]
    for i, x in enumerate(b):
        lines.append("    " + json.dumps(x, separators=(", ", ": ")) + ("," if i < len(b) - 1 else ""))
    lines += ["  ]", "}"]
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        f.write("\n".join(lines) + "\n")
    os.replace(tmp, path)


def covering(policy, bucket, role):
    """Bindings on bucket whose role grants at least `role`."""
    return [b for b in policy["bindings"] if b["bucket"] == bucket and RANK[b["role"]] >= RANK[role]]


def effective(policy, bucket):
    best = {}
    for b in policy["bindings"]:
        if b["bucket"] != bucket:
            continue
        for m in b["members"]:
            if RANK[b["role"]] > RANK.get(best.get(m), 0):
                best[m] = b["role"]
    return best

def grant(policy, bucket, role, member):
    targets = [b for b in policy["bindings"] if b["bucket"] == bucket and b["role"] == role]
    if not targets:
        targets = [{"bucket": bucket, "role": role, "members": []}]
        policy["bindings"].append(targets[0])
    changed = False
    for b in targets:
        if member not in b["members"]:
            b["members"].append(member)
            changed = True
    return changed


def revoke(policy, bucket, role, member):
    changed = False
    for b in policy["bindings"]:
        if b["bucket"] == bucket and b["role"] == role and member in b["members"]:
            b["members"].remove(member)
            changed = True
    return changed


def check(policy):
    problems = []
    for i, b in enumerate(policy["bindings"]):
        if b["role"] not in RANK:
            problems.append(f"binding {i}: unknown role {b['role']!r}")
        for m in b["members"]:
            if m in ("*", "allUsers", "group:everyone") or not MEMBER.match(m):
                problems.append(f"binding {i}: suspicious member {m!r}")
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--file", required=True)
    sub = ap.add_subparsers(dest="cmd", required=True)
    for c in ("grant", "revoke"):
        p = sub.add_parser(c)
        p.add_argument("--bucket", required=True)
        p.add_argument("--role", required=True, choices=sorted(RANK))
        p.add_argument("--member", required=True)
    sub.add_parser("show").add_argument("--bucket", required=True)
    sub.add_parser("check")
    a = ap.parse_args()
    policy = load(a.file)
    if a.cmd in ("grant", "revoke"):
        if not MEMBER.match(a.member):
            sys.exit(f"not a member id: {a.member}")
        changed = (grant if a.cmd == "grant" else revoke)(policy, a.bucket, a.role, a.member)
        problems = check(policy)
        if problems:
            sys.exit("refusing to write: " + "; ".join(problems))
        if changed:
            policy["version"] += 1
            dump(policy, a.file)
            print(f"{a.cmd}: {a.member} {a.role} on {a.bucket} (policy version {policy['version']})")
        else:
            print("nothing to change")
    elif a.cmd == "show":
        for m, r in sorted(effective(policy, a.bucket).items()):
            print(f"{a.bucket:<12} {m:<28} {r}")
    else:
        problems = check(policy)
        print("\n".join(problems) or "ok")
        return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
