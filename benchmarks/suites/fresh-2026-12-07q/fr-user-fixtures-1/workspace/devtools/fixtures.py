"""Build Django auth.user fixtures from a CSV of dev accounts."""
import csv
import json

from .roles import flags_for

# pbkdf2 hash of "devpass" shared by every local account
DEV_PASSWORD = "pbkdf2_sha256$720000$devsalt$u0rE0cX3Yq8m2kO1f5bQy6Jt7VnP4wLh9sZa1dGe0xI="


def main(args):
    src, dst = args
    objs = []
    with open(src, newline="") as f:
        for pk, row in enumerate(csv.DictReader(f), start=1):
            fields = {"username": row["username"]}
            fields.update(flags_for(row))
            fields["email"] = row["email"]
            fields["password"] = DEV_PASSWORD
            fields["is_active"] = True
            objs.append({"model": "auth.user", "pk": pk, "fields": fields})
    with open(dst, "w") as f:
        f.write("[\n" + ",\n".join(json.dumps(o) for o in objs) + "\n]\n")
    print(f"wrote {len(objs)} users to {dst}")
    return 0
