import hashlib, hmac


def verify_signature(payload: bytes, signature: str, key: bytes) -> bool:
    expected = hmac.new(key, payload, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)
