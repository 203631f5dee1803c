"""Walk the repo, run every check on each shell script, print findings."""
import json, os
from lintkit import checks


def _scripts(root):
    for dp, dns, fns in os.walk(root):
        dns[:] = [d for d in dns if not d.startswith(".")]
        for fn in fns:
            p = os.path.join(dp, fn)
            if fn.endswith(".sh"):
                yield p
            else:
                try:
                    with open(p, "rb") as f:
                        if f.read(32).startswith((b"#!/bin/sh", b"#!/bin/bash", b"#!/usr/bin/env bash")):
                            yield p
                except OSError:
                    pass


def run(argv):
    root = argv[0] if argv else "."
    findings = []
    for path in sorted(_scripts(root)):
        for chk in checks.ALL:
            findings += chk(path)
    for f in findings:
        print("%s:%d: %s" % (os.path.relpath(f["file"], root), f["line"], f["msg"]))
    cache = os.path.join(root, ".lintcache")
    os.makedirs(cache, exist_ok=True)
    with open(os.path.join(cache, "last-run.json"), "w") as fh:
        json.dump({"context": checks.context(), "findings": findings}, fh, indent=1)
    print("%d finding(s)" % len(findings))
    return 1 if findings else 0
