#!/usr/bin/env python3
"""Read `branch unix-time` lines on stdin, print the branches to prune."""
import subprocess, sys, time

base = sys.argv[1]
PROTECTED = {base, "main", "master", "develop"}
merged = set(subprocess.run(["git", "branch", "--format=%(refname:short)", "--merged", base],
                            capture_output=True, text=True, check=True).stdout.split())
STALE = 90 * 86400
for line in sys.stdin:
    name, ts = line.split()
    if name in PROTECTED:
        continue
    if name in merged or time.time() - int(ts) > STALE:
        print(name)
