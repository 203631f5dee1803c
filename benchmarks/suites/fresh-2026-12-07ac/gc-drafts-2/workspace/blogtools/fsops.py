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


def tidy(drafts_dir, published):
    """Drop editor leftovers (foo.md~, .foo.md.swp) of drafts that were just published."""
    stems = {p.name for p in published}
    for entry in sorted(Path(drafts_dir).iterdir()):
        name = entry.name
        if name.endswith("~"):
            base = name[:-1]
        elif name.startswith(".") and name.endswith(".swp"):
            base = name[1:-4]
        else:
            continue
        if base in stems:
            _remove(entry)
