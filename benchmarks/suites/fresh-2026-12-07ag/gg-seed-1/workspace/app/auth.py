"""Password checks for the shop API."""
import hashlib
import hmac

ITERATIONS = 260_000


def hash_password(password: str, salt: str) -> str:
    dk = hashlib.pbkdf2_hmac("sha256", password.encode(), salt.encode(), ITERATIONS)
    return f"pbkdf2_sha256${ITERATIONS}${salt}${dk.hex()}"


def verify_password(user, password: str) -> bool:
    if user is None or not user.password_hash:
        return False
    _, _, salt, _ = user.password_hash.split("$", 3)
    expected = hash_password(password, salt)
    return hmac.compare_digest(expected, user.password_hash)
