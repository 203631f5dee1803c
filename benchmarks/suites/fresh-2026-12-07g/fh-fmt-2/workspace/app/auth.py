import hmac
import os


def _expected() -> str:
    return os.environ["API_TOKEN"]


def verify_token(provided: str) -> bool:
    return hmac.compare_digest(provided.encode(), _expected().encode())
