"""Incoming payment-provider webhooks."""
import hashlib
import hmac
import json

WEBHOOK_SECRET = b"whsec_dev_only_not_a_real_secret"


class InvalidSignature(Exception):
    pass


def sign(payload: bytes, secret: bytes = WEBHOOK_SECRET) -> str:
    return hmac.new(secret, payload, hashlib.sha256).hexdigest()


def verify(payload: bytes, signature: str, secret: bytes = WEBHOOK_SECRET) -> dict:
    expected = sign(payload, secret)
    if not hmac.compare_digest(expected, signature):
        raise InvalidSignature("signature mismatch")
    return json.loads(payload)
