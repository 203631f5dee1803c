import base64
import glob
import hashlib
import os
from dataclasses import dataclass

ALLOWED_TYPES = ("ssh-ed25519", "ecdsa-sha2-nistp256", "sk-ssh-ed25519@openssh.com", "ssh-rsa")


@dataclass
class Key:
    line: str
    comment: str
    fingerprint: str
    source: str


def parse(path):
    with open(path) as f:
        lines = [l.strip() for l in f if l.strip() and not l.startswith("#")]
    if len(lines) != 1:
        raise SystemExit(f"{path}: expected exactly one key, found {len(lines)}")
    parts = lines[0].split()
    if len(parts) < 2 or parts[0] not in ALLOWED_TYPES:
        raise SystemExit(f"{path}: not an allowed public key type")
    blob = base64.b64decode(parts[1], validate=True)
    fp = "SHA256:" + base64.b64encode(hashlib.sha256(blob).digest()).decode().rstrip("=")
    comment = " ".join(parts[2:]) or os.path.basename(path)
    return Key(" ".join(parts), comment, fp, path)


def collect_keys(src):
    """One key per current team member: SRC/NAME.pub (sub-folders are not team members)."""
    paths = sorted(glob.glob(os.path.join(src, "*.pub")))
    if not paths:
        raise SystemExit(f"no keys found in {src}")
    return [parse(p) for p in paths]
