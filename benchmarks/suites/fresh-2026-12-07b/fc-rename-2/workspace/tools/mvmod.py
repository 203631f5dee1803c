#!/usr/bin/env python3
"""Move a Python module and rewrite every import of it in the project.

usage: tools/mvmod.py OLD.DOTTED.NAME NEW.DOTTED.NAME

Handles `from OLD import x`, `import OLD [as y]`, `from OLD_PARENT import OLD_LEAF`
and attribute uses `OLD.x`. Uses `git mv` when the file is tracked.
"""
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SKIP = {".git", ".venv", "venv", "node_modules", "__pycache__", "build", "dist"}


def mod_path(dotted: str) -> Path:
    return ROOT.joinpath(*dotted.split(".")).with_suffix(".py")


def ensure_package(directory: Path) -> None:
    d = directory
    while d != ROOT and ROOT in d.parents:
        d.mkdir(parents=True, exist_ok=True)
        init = d / "__init__.py"
        if not init.exists():
            init.write_text("")
            print(f"created {init.relative_to(ROOT)}")
        d = d.parent


def rewrites(old: str, new: str):
    o = re.escape(old)
    old_parent, _, old_leaf = old.rpartition(".")
    new_parent, _, new_leaf = new.rpartition(".")
    rules = [
        (re.compile(rf"^(\s*)from {o} import", re.M), rf"\1from {new} import"),
        (re.compile(rf"^(\s*)import {o} as (\w+)", re.M), rf"\1import {new} as \2"),
        (re.compile(rf"^(\s*)import {o}\s*$", re.M), rf"\1import {new}"),
        (re.compile(rf"^(\s*)from {re.escape(old_parent)} import {re.escape(old_leaf)}\s*$", re.M),
         rf"\1from {new_parent} import {new_leaf} as {old_leaf}"),
        (re.compile(rf"(?<![\w.]){o}\."), f"{new}."),
    ]
    return rules


def python_files():
    for p in ROOT.rglob("*.py"):
        if not SKIP.intersection(p.relative_to(ROOT).parts):
            yield p


def main(argv):
    if len(argv) != 3:
        sys.exit(__doc__)
    old, new = argv[1], argv[2]
    src, dst = mod_path(old), mod_path(new)
    if not src.exists():
        sys.exit(f"{src.relative_to(ROOT)} does not exist")
    if dst.exists():
        sys.exit(f"{dst.relative_to(ROOT)} already exists")

    ensure_package(dst.parent)
    tracked = subprocess.run(["git", "ls-files", "--error-unmatch", str(src)], cwd=ROOT,
                             capture_output=True).returncode == 0
    if tracked:
        subprocess.run(["git", "mv", str(src), str(dst)], cwd=ROOT, check=True)
    else:
        src.rename(dst)
    print(f"moved {src.relative_to(ROOT)} -> {dst.relative_to(ROOT)}")

    rules = rewrites(old, new)
    for path in python_files():
        text = path.read_text()
        updated = text
        for pattern, repl in rules:
            updated = pattern.sub(repl, updated)
        if updated != text:
            path.write_text(updated)
            print(f"rewrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main(sys.argv)
