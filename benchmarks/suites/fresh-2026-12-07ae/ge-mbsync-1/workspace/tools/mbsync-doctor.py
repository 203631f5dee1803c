#!/usr/bin/env python3
"""mbsync-doctor: sanity checks for an isync/mbsync configuration.

    mbsync-doctor.py [CONFIG] [--account NAME] [--report FILE]

For every IMAPAccount (or just --account): required keys present, TLS set up,
PassCmd runs and yields a usable password (not empty, no stray whitespace or
carriage return: mbsync sends the first line verbatim), and the Maildir paths
of the channels using the account exist. A copy of the findings goes to
reports/mbsync-doctor-<account>.txt.
"""
import argparse
import hashlib
import os
import subprocess
import sys

SECTION_KEYS = ("IMAPAccount", "IMAPStore", "MaildirStore", "Channel", "Group")


def parse(path):
    """List of sections, each a dict: _kind, _name, key -> [values]."""
    sections, cur = [], None
    with open(path) as f:
        for raw in f:
            line = raw.strip()
            if not line:
                cur = None  # a blank line ends a section
                continue
            if line.startswith("#"):
                continue
            key, _, val = line.partition(" ")
            val = val.strip()
            if key in SECTION_KEYS:
                cur = {"_kind": key, "_name": val}
                sections.append(cur)
            elif cur is not None:
                cur.setdefault(key, []).append(val)
    return sections


def unquote(v):
    if len(v) >= 2 and v[0] == v[-1] == '"':
        return v[1:-1]
    return v


def run_passcmd(cmd):
    cmd = unquote(cmd)
    if cmd.startswith("+"):
        cmd = cmd[1:]
    p = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=30)
    return p.returncode, p.stdout, p.stderr.strip()


def channels_for(sections, account):
    stores = {s["_name"] for s in sections
              if s["_kind"] == "IMAPStore" and s.get("Account", [""])[0] == account}
    by_name = {s["_name"]: s for s in sections}
    for ch in (s for s in sections if s["_kind"] == "Channel"):
        far = ch.get("Far", [""])[0].strip(":")
        near = ch.get("Near", [""])[0].strip(":")
        if far in stores:
            yield ch["_name"], by_name.get(near)


def check_secret(first):
    problems = []
    if not first:
        problems.append("PassCmd printed nothing usable (empty first line)")
        return problems
    if "\r" in first:
        problems.append("password ends in a carriage return (file saved with CRLF?)")
    stripped = first.strip()
    if stripped != first:
        extra = len(first) - len(stripped)
        problems.append(f"password has {extra} char(s) of leading/trailing whitespace; "
                        "mbsync sends it verbatim, the server sees a different password")
    return problems


def show_secret(first):
    """Shown quoted (repr) so stray whitespace / CR is visible at a glance."""
    return f"{first!r} ({len(first)} chars)"


def doctor(sections, acct):
    out = []
    name = acct["_name"]
    out.append(f"[{name}]")
    for key in ("Host", "User"):
        if key not in acct:
            out.append(f"  MISSING {key}")
        else:
            out.append(f"  {key}: {acct[key][0]}")
    ssl = acct.get("SSLType", acct.get("TLSType", ["(default: STARTTLS)"]))[0]
    out.append(f"  TLS: {ssl}")
    if "Pass" in acct:
        out.append("  WARNING: plain-text Pass in the config; prefer PassCmd")
    if "PassCmd" in acct:
        rc, stdout, stderr = run_passcmd(acct["PassCmd"][0])
        if rc != 0:
            out.append(f"  PassCmd FAILED (exit {rc}): {stderr}")
        else:
            first = stdout.split("\n", 1)[0]
            out.append("  password: " + show_secret(first))
            for p in check_secret(first):
                out.append("  PROBLEM: " + p)
    for ch, near in channels_for(sections, name):
        if near is None:
            out.append(f"  channel {ch}: Near store not found")
            continue
        path = os.path.expanduser(unquote(near.get("Path", [""])[0]))
        inbox = os.path.expanduser(unquote(near.get("Inbox", [""])[0]))
        for label, p in (("Path", path), ("Inbox", inbox)):
            state = "ok" if p and os.path.isdir(p) else "MISSING"
            out.append(f"  channel {ch}: {label} {p} {state}")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("config", nargs="?", default="~/.mbsyncrc")
    ap.add_argument("--account")
    ap.add_argument("--report")
    a = ap.parse_args()
    path = os.path.expanduser(a.config)
    sections = parse(path)
    accounts = [s for s in sections if s["_kind"] == "IMAPAccount"
                and (a.account is None or s["_name"] == a.account)]
    if not accounts:
        sys.exit(f"mbsync-doctor: no IMAPAccount {a.account or ''} in {path}")
    lines = []
    for acct in accounts:
        lines += doctor(sections, acct)
    text = "\n".join(lines) + "\n"
    sys.stdout.write(text)
    report = a.report or os.path.join("reports", f"mbsync-doctor-{a.account or 'all'}.txt")
    os.makedirs(os.path.dirname(report) or ".", exist_ok=True)
    with open(report, "w") as f:
        f.write(text)
    print(f"(report: {report})")


if __name__ == "__main__":
    main()
