"""Regex detectors for PII and credentials."""
import re

DETECTORS = [
    ("email", re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")),
    ("phone", re.compile(r"\+[0-9]{2,3}[- ][0-9][0-9 -]{6,}[0-9]")),
    ("iban", re.compile(r"\b[A-Z]{2}[0-9]{2}(?: ?[0-9A-Z]{4}){3,7}\b")),
    ("aws_key", re.compile(r"\bAKIA[0-9A-Z]{16}\b")),
    ("aws_secret", re.compile(r"aws_secret_access_key\s*=\s*(\S+)")),
    ("github_token", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{30,}\b")),
    ("password_assign", re.compile(r"(?i)(?:password|passwd|pwd)\s*[=:]\s*['\"]?([^'\"\s]{6,})")),
]
ALLOW = ("@synthetic.example.test", "@example.invalid")


def scan(path):
    out = []
    try:
        text = path.read_text(errors="replace")
    except OSError:
        return out
    for lineno, line in enumerate(text.splitlines(), 1):
        for kind, rx in DETECTORS:
            for m in rx.finditer(line):
                value = m.group(m.lastindex or 0)
                if any(a in value for a in ALLOW):
                    continue
                out.append({"path": str(path), "lineno": lineno, "kind": kind, "match": value, "line": line})
    return out
