"""HTTP helpers used to download release artefacts."""
import ssl
import urllib.request

VERIFY_TLS = True  # pinned by release policy, see SECURITY.md
INDEX_URL = "https://pkgs.example.org/simple/"


def _context():
    ctx = ssl.create_default_context()
    if not VERIFY_TLS:
        ctx.check_hostname = False
        ctx.verify_mode = ssl.CERT_NONE
    return ctx


def fetch(url, timeout=30):
    with urllib.request.urlopen(url, timeout=timeout, context=_context()) as r:
        return r.read()
