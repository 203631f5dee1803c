#!/usr/bin/env python3
"""secret_scan.py - lightweight pre-push secret scanner (regex rules, gitleaks-compatible ids).

usage: secret_scan.py --path DIR [--report FILE]
"""
import argparse
import os
import re
import sys

RULES = [
    ("aws-access-key-id", re.compile(r"\b(AKIA|ASIA)[A-Z2-7]{16}\b")),
    ("aws-secret-access-key", re.compile(r"(?i)aws_secret_access_key\s*[=:]\s*['\"]?([A-Za-z0-9/+]{40})")),
    ("github-pat", re.compile(r"\bghp_[A-Za-z0-9]{36}\b")),
    ("stripe-live-key", re.compile(r"\bsk_live_[A-Za-z0-9]{24,}\b")),
    ("private-key", re.compile(r"-----BEGIN (RSA |EC |OPENSSH )?PRIVATE KEY-----")),
]
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "__pycache__", "reports", "dist", "build"}
SKIP_EXT = {".png", ".jpg", ".gif", ".ico", ".pdf", ".zip", ".gz", ".whl", ".pyc"}
ALLOWLIST_FILE = ".secretscan-allow"


def load_allowlist(root):
    p = os.path.join(root, ALLOWLIST_FILE)
    if not os.path.exists(p):
        return set()
    with open(p) as f:
        return {l.strip() for l in f if l.strip() and not l.startswith("#")}


def iter_files(root):
    for dp, dns, fns in os.walk(root):
        dns[:] = [d for d in dns if d not in SKIP_DIRS]
        for fn in fns:
            if os.path.splitext(fn)[1].lower() in SKIP_EXT:
                continue
            yield os.path.join(dp, fn)


def scan_file(path):
    try:
        with open(path, encoding="utf-8", errors="ignore") as f:
            lines = f.readlines()
    except OSError:
        return
    for no, line in enumerate(lines, 1):
        for rule, rx in RULES:
            m = rx.search(line)
            if m:
                yield no, rule, m.group(0), line.rstrip("\n")


def mask(s):
    return s[:4] + "*" * 8 if len(s) > 8 else "****"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--path", default=".")
    ap.add_argument("--report")
    a = ap.parse_args()
    root = os.path.abspath(a.path)
    allow = load_allowlist(root)
    findings = []
    for path in iter_files(root):
        rel = os.path.relpath(path, root)
        for no, rule, match, _line in scan_file(path):
            if f"{rel}:{no}" in allow:
                continue
            findings.append(f"{rel}:{no}\t{rule}\t{mask(match)}")
    out = "\n".join(findings) + ("\n" if findings else "")
    summary = f"{len(findings)} finding(s) in {root}\n"
    if a.report:
        with open(a.report, "w") as f:
            f.write(summary + out)
    sys.stdout.write(summary + out)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
