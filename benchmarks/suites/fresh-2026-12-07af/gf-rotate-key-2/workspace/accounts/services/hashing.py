import base64
import hashlib
import secrets

ITERATIONS = 600000


def make_key_hash(raw):
    salt = secrets.token_urlsafe(6)[:4]
    digest = hashlib.pbkdf2_hmac("sha256", raw.encode(), salt.encode(), ITERATIONS).hex()
    return f"pbkdf2_sha256${ITERATIONS}${salt}${digest}"
