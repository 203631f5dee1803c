#!/usr/bin/env python3
"""Scan the working tree for credentials that should not be committed.

Usage: scripts/secret_scan.py [--out FILE]
"""
import argparse
import os
import re
import sys

RULES = [
    ("stripe-key", re.compile(r"\b[sr]k_(?:live|test)_[0-9A-Za-z]{16,}\b")),
    ("aws-access-key-id", re.compile(r"\bAKIA[0-9A-Z]{16}\b")),
    ("github-token", re.compile(r"\bgh[pousr]_[0-9A-Za-z]{30,}\b")),
    ("private-key", re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----")),
]
SKIP_DIRS = {".git", "node_modules", "__pycache__", "reports", ".venv"}
MAX_BYTES = 2_000_000

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def scan_roots():
    yield REPO


def iter_files(root):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS)
        for fn in sorted(filenames):
            path = os.path.join(dirpath, fn)
            try:
                if os.path.getsize(path) > MAX_BYTES:
                    continue
            except OSError:
                continue
            yield path


def scan_file(path):
    try:
        with open(path, encoding="utf-8", errors="ignore") as f:
            for n, line in enumerate(f, 1):
                for rule, rx in RULES:
                    for m in rx.finditer(line):
                        yield n, rule, m.group(0)
    except OSError:
        return


def display_path(path):
    rel = os.path.relpath(path, REPO)
    return path if rel.startswith("..") else rel


def show(value):
    # never echo a live credential: prefix + length is enough to find it
    return f"{value[:8]}... ({len(value)} chars)"


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", help="also write the report to this file")
    args = ap.parse_args()
    findings = []
    for root in scan_roots():
        for path in iter_files(root):
            for n, rule, value in scan_file(path):
                findings.append(f"{display_path(path)}:{n}: {rule}: {show(value)}")
    report = "\n".join(findings) + ("\n" if findings else "")
    report += f"# {len(findings)} finding(s)\n"
    if args.out:
        os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
        with open(args.out, "w") as f:
            f.write(report)
    sys.stdout.write(report)


if __name__ == "__main__":
    main()
