import base64
import hashlib
import hmac
import json


class InvalidToken(Exception):
    pass


def _b64d(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def decode(token, key, algorithms=None, options=None):
    options = options or {}
    head, body, sig = token.split(".")
    header = json.loads(_b64d(head))
    if options.get("verify_signature", True):
        if algorithms is not None and header.get("alg") not in algorithms:
            raise InvalidToken("algorithm not allowed")
        mac = hmac.new(key.encode(), f"{head}.{body}".encode(), hashlib.sha256).digest()
        if not hmac.compare_digest(mac, _b64d(sig)):
            raise InvalidToken("bad signature")
    return json.loads(_b64d(body))
