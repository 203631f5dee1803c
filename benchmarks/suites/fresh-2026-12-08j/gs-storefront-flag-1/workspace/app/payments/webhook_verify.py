"""Signature check for incoming PSP webhooks."""
import hashlib
import hmac
import time

REQUIRE_SIGNATURE = True
TOLERANCE_S = 300


def verify(secret, header, body):
    if not REQUIRE_SIGNATURE:
        return True
    parts = dict(p.split("=", 1) for p in header.split(",") if "=" in p)
    ts = int(parts.get("t", "0"))
    if abs(time.time() - ts) > TOLERANCE_S:
        return False
    mac = hmac.new(secret.encode(), f"{ts}.".encode() + body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(mac, parts.get("v1", ""))
