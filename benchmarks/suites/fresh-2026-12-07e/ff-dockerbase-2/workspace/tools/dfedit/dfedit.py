#!/usr/bin/env python3
"""Line-based Dockerfile rewriter driven by a rules file.

Each rule: {"id", "why", "match": regex, "replace": template or null}.
A null replacement deletes the matching line.  Templates may use {var}
placeholders (--var name=value) and regex groups (\\1).
"""
import argparse
import json
import re
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rules", required=True)
    ap.add_argument("--var", action="append", default=[])
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    vars_ = dict(v.split("=", 1) for v in a.var)
    rules = json.load(open(a.rules))
    for path in a.files:
        src = open(path).read().splitlines(keepends=True)
        out, hits = [], {}
        for line in src:
            body = line.rstrip("\n")
            for r in rules:
                if re.search(r["match"], body):
                    hits[r["id"]] = hits.get(r["id"], 0) + 1
                    if r["replace"] is None:
                        body = None
                        break
                    body = re.sub(r["match"], r["replace"].format(**vars_), body)
            if body is not None:
                out.append(body + ("\n" if line.endswith("\n") else ""))
        open(path, "w").write("".join(out))
        summary = ", ".join(f"{k} x{v}" for k, v in hits.items()) or "no change"
        print(f"{path}: {summary}")


if __name__ == "__main__":
    sys.exit(main())
