"""Signed session tokens: base64url(json claims) + "." + hex(hmac-sha256)."""
import base64
import hashlib
import hmac
import json
import time

from app.utils.strings import casefold_email


def sign(claims: dict, secret: bytes) -> str:
    body = base64.urlsafe_b64encode(json.dumps(claims, sort_keys=True).encode()).decode()
    sig = hmac.new(secret, body.encode(), hashlib.sha256).hexdigest()
    return f"{body}.{sig}"


def verify(token: str, secret: bytes, now: float = None):
    """Return the claims if the token is authentic and not expired, else None."""
    try:
        body, sig = token.rsplit(".", 1)
    except ValueError:
        return None
    expected = hmac.new(secret, body.encode(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sig, expected):
        return None
    claims = json.loads(base64.urlsafe_b64decode(body.encode()))
    if claims.get("exp", 0) < (now if now is not None else time.time()):
        return None
    claims["email"] = casefold_email(claims.get("email", ""))
    return claims
