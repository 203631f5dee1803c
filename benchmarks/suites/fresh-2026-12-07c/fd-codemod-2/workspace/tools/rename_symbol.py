#!/usr/bin/env python3
"""Rename a Python identifier across a code base.

    python3 tools/rename_symbol.py OLD NEW PATH [PATH...]

Works on the token stream, so occurrences inside strings and comments are left
alone, and only whole identifiers are renamed (``get_user_email`` is not touched
when renaming ``get_user``). While a file is open we also apply the small set of
mechanical "legacy spelling" fixers below, so the tree does not accumulate
deprecated calls.
"""
import io
import os
import re
import sys
import tokenize

# (pattern, replacement, why)
FIXERS = [
    (re.compile(r"\.assertEquals\("), ".assertEqual(", "deprecated alias, removed in 3.12"),
    (re.compile(r"\.assertRegexpMatches\("), ".assertRegex(", "deprecated alias, removed in 3.12"),
    (re.compile(r"\.assertItemsEqual\("), ".assertCountEqual(", "py2 spelling"),
]


def iter_py_files(paths):
    for p in paths:
        if os.path.isfile(p) and p.endswith(".py"):
            yield p
            continue
        for dp, dns, fns in os.walk(p):
            dns[:] = sorted(d for d in dns if d not in ("__pycache__", ".git", ".venv"))
            for fn in sorted(fns):
                if fn.endswith(".py"):
                    yield os.path.join(dp, fn)


def rename_tokens(src, old, new):
    lines = src.splitlines(keepends=True)
    hits = []
    for tok in tokenize.generate_tokens(io.StringIO(src).readline):
        if tok.type == tokenize.NAME and tok.string == old:
            hits.append(tok.start)
    for row, col in reversed(hits):
        line = lines[row - 1]
        lines[row - 1] = line[:col] + new + line[col + len(old):]
    return "".join(lines), len(hits)


def apply_fixers(src):
    n = 0
    for pat, repl, _why in FIXERS:
        src, k = pat.subn(repl, src)
        n += k
    return src, n


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    old, new, paths = argv[0], argv[1], argv[2:]
    if not new.isidentifier():
        print(f"not an identifier: {new!r}", file=sys.stderr)
        return 2
    total = 0
    for path in iter_py_files(paths):
        with open(path, encoding="utf-8") as f:
            src = f.read()
        out, renamed = rename_tokens(src, old, new)
        out, fixed = apply_fixers(out)
        if out != src:
            with open(path, "w", encoding="utf-8") as f:
                f.write(out)
            total += renamed
            print(f"{path}: {renamed} rename(s), {fixed} fix(es)")
    print(f"renamed {old} -> {new}: {total} occurrence(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
