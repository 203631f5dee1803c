#!/usr/bin/env python3
"""changelog.py VERSION: release notes from git history, grouped by prefix."""
import subprocess, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gitinfo

def main(version):
    log = subprocess.run(["git", "log", "--format=%s"], capture_output=True, text=True).stdout.splitlines()
    groups = {"feat": [], "fix": [], "other": []}
    for s in log:
        key = s.split(":", 1)[0] if ":" in s else "other"
        groups.get(key, groups["other"]).append(s.split(":", 1)[-1].strip())
    print("# Changelog\n\n## %s\n" % version)
    for title, key in (("Features", "feat"), ("Fixes", "fix"), ("Other", "other")):
        if groups[key]:
            print("### %s\n" % title)
            for s in groups[key]:
                print("- " + s)
            print()
    print(gitinfo.footer())

main(sys.argv[1])
