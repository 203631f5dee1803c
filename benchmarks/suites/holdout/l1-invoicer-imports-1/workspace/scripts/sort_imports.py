#!/usr/bin/env python3
"""sort_imports.py - a tiny stand-in for isort, with no dependencies.

Sorts the leading import block of every module under the given paths into
three groups (standard library, third party, first party), alphabetically,
separated by one blank line. Idempotent. Usage:

    python3 scripts/sort_imports.py src/invoicer [more paths...]
"""
import hashlib
import json
import os
import sys

STDLIB = set(sys.stdlib_module_names)
CACHE = os.path.join("build", ".sort_imports.json")


def first_party():
    """Packages and modules of this repository (src/ layout plus tests/)."""
    names = set()
    for base in ("src", "tests"):
        if not os.path.isdir(base):
            continue
        for entry in os.listdir(base):
            if entry.endswith(".py"):
                names.add(entry[:-3])
            elif os.path.isdir(os.path.join(base, entry)):
                names.add(entry)
    return names


def module_of(line):
    parts = line.split()
    return parts[1].split(".")[0] if len(parts) > 1 else ""


def group_of(line, fp):
    mod = module_of(line)
    if mod in STDLIB or mod == "__future__":
        return 0
    if mod in fp:
        return 2
    return 1


def sort_block(block, fp):
    groups = {0: [], 1: [], 2: []}
    for line in block:
        if line.strip():
            groups[group_of(line, fp)].append(line)
    out = []
    for g in (0, 1, 2):
        if groups[g]:
            if out:
                out.append("")
            # "import x" before "from x import y", then alphabetical
            out.extend(sorted(set(groups[g]), key=lambda l: (l.startswith("from "), module_of(l), l)))
    return out


def process(path, fp):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    lines = text.split("\n")
    i = 0
    # skip shebang, comments, module docstring
    while i < len(lines) and (lines[i].startswith("#") or not lines[i].strip()):
        i += 1
    if i < len(lines) and lines[i].lstrip().startswith(('"' * 3, "'" * 3)):
        q = lines[i].lstrip()[:3]
        if lines[i].count(q) >= 2:
            i += 1
        else:
            i += 1
            while i < len(lines) and q not in lines[i]:
                i += 1
            i += 1
    while i < len(lines) and not lines[i].strip():
        i += 1
    start = i
    while i < len(lines) and (lines[i].startswith(("import ", "from ")) or not lines[i].strip()):
        i += 1
    end = i
    while end > start and not lines[end - 1].strip():
        end -= 1
    block = lines[start:end]
    if not block:
        return False
    new = sort_block(block, fp)
    if new == block:
        return False
    lines[start:end] = new
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    return True


def py_files(root):
    if os.path.isfile(root):
        yield root
        return
    for dp, dns, fns in os.walk(root):
        dns[:] = [d for d in dns if d not in ("__pycache__", ".git", "build")]
        for fn in sorted(fns):
            if fn.endswith(".py"):
                yield os.path.join(dp, fn)


def main(argv):
    if not argv:
        print(__doc__.strip())
        return 2
    fp = first_party()
    changed = []
    digests = {}
    for root in argv:
        for path in py_files(root):
            if process(path, fp):
                changed.append(path)
            with open(path, "rb") as f:
                digests[path] = hashlib.sha256(f.read()).hexdigest()
    os.makedirs(os.path.dirname(CACHE), exist_ok=True)
    with open(CACHE, "w") as f:
        json.dump(digests, f, indent=1, sort_keys=True)
    for path in changed:
        print(f"fixed {path}")
    print(f"{len(changed)} file(s) reformatted, {len(digests) - len(changed)} unchanged")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
