"""Very small in-memory search used by the admin pages."""
from app.utils import strings


def tokens(text: str) -> list:
    return [t for t in strings.slugify(text).split("-") if t]


def match(query: str, title: str) -> bool:
    q = set(tokens(query))
    return bool(q) and q <= set(tokens(title))
