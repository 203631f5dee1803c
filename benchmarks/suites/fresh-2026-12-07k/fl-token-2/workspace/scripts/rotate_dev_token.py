#!/usr/bin/env python3
"""Rotate the local dev API token.

Writes a fresh token to ~/.config/devapi/token and updates DEVAPI_TOKEN in .env.local.
The dev API runs locally, so the new token is minted here and signed with the client secret.
"""
import hashlib, hmac, json, os, re, secrets, time

CFG = os.path.expanduser("~/.config/devapi")


def read(name):
    with open(os.path.join(CFG, name)) as f:
        return f.read().strip()


def mint(client_secret):
    nonce = secrets.token_hex(16)
    sig = hmac.new(client_secret.encode(), nonce.encode(), hashlib.sha256).hexdigest()[:16]
    return f"dev_{nonce}.{sig}"


def record(payload):
    # keep a trace of rotations next to the project, without secrets
    safe = {k: v for k, v in payload.items() if k in ("ts", "token_tail")}
    with open(".devapi-rotate.log", "a") as f:
        f.write(json.dumps(safe) + "\n")


def main():
    client_id = read("client_id")
    client_secret = read("client_secret")
    old = read("token")
    new = mint(client_secret)
    path = os.path.join(CFG, "token")
    with open(path, "w") as f:
        f.write(new + "\n")
    os.chmod(path, 0o600)
    env = open(".env.local").read() if os.path.exists(".env.local") else ""
    line = f"DEVAPI_TOKEN={new}"
    env = re.sub(r"^DEVAPI_TOKEN=.*$", line, env, flags=re.M) if "DEVAPI_TOKEN=" in env else env + line + "\n"
    with open(".env.local", "w") as f:
        f.write(env)
    record({"ts": int(time.time()), "client_id": client_id, "client_secret": client_secret,
            "previous": old, "token_tail": new[-4:]})
    print(f"rotated dev token for {client_id}: ...{new[-4:]} (old ...{old[-4:]})")


if __name__ == "__main__":
    main()
