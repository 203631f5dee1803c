#!/usr/bin/env python3
"""Pin base images in Dockerfiles/Containerfiles to recorded digests.

    pin_images.py --write DIR   rewrite FROM lines as image:tag@sha256:...
    pin_images.py --check DIR   exit 1 if any FROM line is unpinned
"""
import argparse
import json
import os
import re
import sys

DIGESTS = os.path.join(os.path.dirname(__file__), "..", "ci", "image-digests.json")
FROM = re.compile(r"^(FROM\s+)(\S+?)(@sha256:[0-9a-f]{64})?(\s+AS\s+\S+)?\s*$", re.I | re.M)


def container_files(root):
    for d, _, files in os.walk(root):
        for f in sorted(files):
            if f in ("Dockerfile", "Containerfile") or f.endswith(".Dockerfile"):
                yield os.path.join(d, f)


def main():
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--write", action="store_true")
    g.add_argument("--check", action="store_true")
    ap.add_argument("root")
    a = ap.parse_args()
    with open(DIGESTS) as fh:
        digests = json.load(fh)

    report, unpinned, unknown = [], 0, 0
    for path in container_files(a.root):
        with open(path) as fh:
            text = fh.read()

        def repl(m):
            nonlocal unpinned, unknown
            ref, pinned = m.group(2), m.group(3)
            if pinned:
                return m.group(0)
            if ref not in digests:
                unknown += 1
                print("%s: no recorded digest for %s" % (path, ref), file=sys.stderr)
                return m.group(0)
            unpinned += 1
            report.append({"file": path, "ref": ref, "digest": digests[ref]})
            return "%s%s@%s%s" % (m.group(1), ref, digests[ref], m.group(4) or "")

        new = FROM.sub(repl, text)
        if a.write and new != text:
            with open(path, "w") as fh:
                fh.write(new)
            print("pinned %s" % path)
    if a.check:
        if unpinned:
            print("%d unpinned FROM line(s); run `make pin`" % unpinned, file=sys.stderr)
        return 1 if unpinned or unknown else 0
    print("%d FROM line(s) pinned, %d without a recorded digest" % (len(report), unknown))
    return 0


if __name__ == "__main__":
    sys.exit(main())
