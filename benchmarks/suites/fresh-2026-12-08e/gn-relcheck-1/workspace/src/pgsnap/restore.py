import hashlib


class ChecksumMismatch(Exception):
    pass


def verify(chunk: bytes, expected: str) -> None:
    if hashlib.sha256(chunk).hexdigest() != expected:
        raise ChecksumMismatch(expected)
