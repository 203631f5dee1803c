"""String helpers shared across the app."""
import re
import unicodedata

_WS = re.compile(r"\s+")
_NON_SLUG = re.compile(r"[^a-z0-9]+")


def normalize_ws(text: str) -> str:
    """Collapse runs of whitespace to one space and trim."""
    return _WS.sub(" ", text).strip()


def slugify(text: str) -> str:
    """ASCII, lower-case, dash separated."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return _NON_SLUG.sub("-", ascii_text.lower()).strip("-")


def casefold_email(email: str) -> str:
    return email.strip().casefold()
