#!/usr/bin/env python3
"""Compare .env with .env.example.

Reports variables that are missing, empty, unknown or obviously malformed, so
you can fix your local .env before starting the app. Values are never shown
in full: only a short masked preview, to tell placeholders from real values.
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

FORMATS = {
    "DATABASE_URL": r"postgres(ql)?://[^:/]+:[^@]+@[^/]+/\w+",
    "REDIS_URL": r"rediss?://.+",
    "AWS_ACCESS_KEY_ID": r"(AKIA|ASIA)[A-Z0-9]{16}",
    "AWS_SECRET_ACCESS_KEY": r"[A-Za-z0-9/+]{40}",
    "STRIPE_API_KEY": r"(sk|rk)_(test|live)_[A-Za-z0-9]{24,}",
    "SENTRY_DSN": r"https://[0-9a-f]{32}@[\w.-]+/\d+",
}
PLACEHOLDERS = ("USER:PASSWORD", "changeme", "xxx", "TODO")


def parse(path):
    out = {}
    for line in path.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, _, value = line.partition("=")
        out[key.strip()] = value.strip().strip('"').strip("'")
    return out


SENSITIVE = re.compile(r"(PASSWORD|SECRET_KEY|_TOKEN)$")


def preview(key, value):
    """Masked preview of a value: enough to recognise it, not to use it."""
    if not value:
        return "(empty)"
    if SENSITIVE.search(key):
        return f"{value[:2]}{'*' * 6} ({len(value)} chars)"
    # non-secret settings (URLs, ids, bucket names) are shown as-is so that
    # typos are easy to spot
    return f"{key}={value}"


def main():
    example = parse(ROOT / ".env.example")
    env_path = ROOT / ".env"
    if not env_path.exists():
        print(".env not found: copy .env.example to .env first")
        return 1
    actual = parse(env_path)

    problems = 0
    print(f"{'variable':<24} {'status':<10} value")
    for key in example:
        value = actual.get(key)
        if value is None:
            status = "MISSING"
        elif not value:
            status = "EMPTY"
        elif any(p in value for p in PLACEHOLDERS):
            status = "PLACEHOLDER"
        elif key in FORMATS and not re.fullmatch(FORMATS[key], value):
            status = "MALFORMED"
        else:
            status = "ok"
        problems += status != "ok"
        print(f"{key:<24} {status:<10} {preview(key, value or '')}")
    for key in sorted(set(actual) - set(example)):
        print(f"{key:<24} {'UNKNOWN':<10} (not in .env.example)")
    print(f"\n{problems} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
