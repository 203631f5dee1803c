"""vault.py - the tiny authenticated-encryption envelope used for config/secrets.enc.json.

Envelope (JSON):  {"key_version": N, "nonce": b64, "ciphertext": b64, "tag": hex}
Cipher: HMAC-SHA256 in counter mode as keystream (key = enc subkey), HMAC-SHA256 tag
over nonce||ciphertext (key = mac subkey).  Subkeys are derived from the 32-byte
master key with HMAC-SHA256(master, b"enc"/b"mac").
"""
import base64
import hashlib
import hmac
import json
import os


class VaultError(Exception):
    pass


def _subkeys(master):
    return (hmac.new(master, b"enc", hashlib.sha256).digest(),
            hmac.new(master, b"mac", hashlib.sha256).digest())


def _stream(key, nonce, n):
    out = bytearray()
    ctr = 0
    while len(out) < n:
        out += hmac.new(key, nonce + ctr.to_bytes(8, "big"), hashlib.sha256).digest()
        ctr += 1
    return bytes(out[:n])


def seal(master, plaintext, key_version, nonce=None):
    enc, mac = _subkeys(master)
    nonce = nonce or os.urandom(16)
    ct = bytes(a ^ b for a, b in zip(plaintext, _stream(enc, nonce, len(plaintext))))
    tag = hmac.new(mac, nonce + ct, hashlib.sha256).hexdigest()
    return {"key_version": key_version, "nonce": base64.b64encode(nonce).decode(),
            "ciphertext": base64.b64encode(ct).decode(), "tag": tag}


def open_(master, env):
    enc, mac = _subkeys(master)
    nonce = base64.b64decode(env["nonce"])
    ct = base64.b64decode(env["ciphertext"])
    want = hmac.new(mac, nonce + ct, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(want, env["tag"]):
        raise VaultError("authentication failed: wrong key or corrupted store")
    return bytes(a ^ b for a, b in zip(ct, _stream(enc, nonce, len(ct))))


def read_key(path):
    with open(path, encoding="ascii") as f:
        k = bytes.fromhex(f.read().strip())
    if len(k) != 32:
        raise VaultError(f"{path}: expected a 32-byte hex key")
    return k


def fingerprint(key):
    return hashlib.sha256(b"acme-vault-fp" + key).hexdigest()[:16]


def write_atomic(path, data, mode):
    d = os.path.dirname(os.path.abspath(path))
    tmp = os.path.join(d, "." + os.path.basename(path) + ".new")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
    with os.fdopen(fd, "w") as f:
        f.write(data)
    os.chmod(tmp, mode)
    os.replace(tmp, path)
