"""PSP webhook receiver (mounted at /webhooks/psp)."""
import hashlib
import hmac
import time

TOLERANCE_S = 300


def verify(secret: str, header: str, body: bytes) -> bool:
    parts = dict(p.split("=", 1) for p in header.split(",") if "=" in p)
    ts, sig = int(parts.get("t", "0")), parts.get("v1", "")
    if abs(time.time() - ts) > TOLERANCE_S:
        return False
    expected = hmac.new(secret.encode(), f"{ts}.".encode() + body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, sig)


def handle(event: dict) -> None:
    kind = event["type"]
    if kind == "charge.succeeded":
        from app.orders import mark_paid
        mark_paid(event["data"]["object"]["metadata"]["order_id"])
    elif kind == "charge.refunded":
        from app.orders import mark_refunded
        mark_refunded(event["data"]["object"]["metadata"]["order_id"])
