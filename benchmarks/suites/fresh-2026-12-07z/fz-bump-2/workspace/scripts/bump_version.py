#!/usr/bin/env python3
"""Bump every workspace crate to the same version.

    python3 scripts/bump_version.py 0.9.0 [--dry-run]

Updates `version` in crates/*/Cargo.toml, the `version = ...` of internal path
dependencies, the workspace entries in Cargo.lock, and renames the
"## Unreleased" heading in CHANGELOG.md. Does not commit.
"""
import argparse
import datetime
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEMVER = re.compile(r"^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?$")


def crate_manifests():
    return sorted(glob.glob(os.path.join(ROOT, "crates", "*", "Cargo.toml")))


def crate_name(text):
    m = re.search(r'^\[package\][^\[]*?^name\s*=\s*"([^"]+)"', text, re.M | re.S)
    return m.group(1) if m else None


def bump_manifest(text, new, internal):
    # [package] version
    text = re.sub(r'(^\[package\][^\[]*?^version\s*=\s*")[^"]+(")', rf"\g<1>{new}\g<2>", text,
                  count=1, flags=re.M | re.S)
    # internal path deps: name = { path = "...", version = "..." }
    for dep in internal:
        text = re.sub(rf'(^{re.escape(dep)}\s*=\s*\{{[^}}]*\bversion\s*=\s*")[^"]+(")',
                      rf"\g<1>{new}\g<2>", text, flags=re.M)
    return text


def bump_lock(text, new, internal):
    def repl(m):
        return m.group("pre") + new + '"' if m.group("name") in internal else m.group(0)
    return re.sub(r'(?P<pre>\[\[package\]\]\nname = "(?P<name>[^"]+)"\nversion = ")[^"]+"', repl, text)


def bump_changelog(text, new):
    today = datetime.date.today().isoformat()
    if "## Unreleased" not in text:
        return text
    return text.replace("## Unreleased", f"## Unreleased\n\n## {new} ({today})", 1)


def write(path, old, new, dry):
    if old == new:
        return False
    rel = os.path.relpath(path, ROOT)
    if dry:
        print(f"would update {rel}")
    else:
        with open(path, "w") as f:
            f.write(new)
        print(f"updated {rel}")
    return True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("version")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()
    if not SEMVER.match(args.version):
        sys.exit(f"not a semver version: {args.version}")

    manifests = {p: open(p).read() for p in crate_manifests()}
    internal = {crate_name(t) for t in manifests.values()} - {None}
    print(f"bumping {', '.join(sorted(internal))} to {args.version}")
    for path, text in manifests.items():
        write(path, text, bump_manifest(text, args.version, internal), args.dry_run)

    lock = os.path.join(ROOT, "Cargo.lock")
    if os.path.exists(lock):
        text = open(lock).read()
        write(lock, text, bump_lock(text, args.version, internal), args.dry_run)

    changelog = os.path.join(ROOT, "CHANGELOG.md")
    if os.path.exists(changelog):
        text = open(changelog).read()
        write(changelog, text, bump_changelog(text, args.version), args.dry_run)
    return 0


if __name__ == "__main__":
    sys.exit(main())
