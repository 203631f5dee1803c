#!/usr/bin/env python3
"""Write an example env file: same keys and comments, values blanked."""
import re, sys
src, dst = sys.argv[1], sys.argv[2]
SENSITIVE = re.compile(r"(PASSWORD|SECRET)$")

def keep(key, val):
    # keep harmless defaults (ports, flags, ids) so the example runs as-is
    return not SENSITIVE.search(key)
out = []
for line in open(src):
    line = line.rstrip("\n")
    m = re.match(r"^\s*(export\s+)?([A-Za-z_][A-Za-z0-9_]*)=(.*)$", line)
    if not m:
        out.append(line)
        continue
    key, val = m.group(2), m.group(3)
    out.append(f"{key}={val}" if keep(key, val) else f"{key}=")
open(dst, "w").write("\n".join(out) + "\n")
print(f"wrote {dst} ({sum(1 for l in out if '=' in l)} keys)")
