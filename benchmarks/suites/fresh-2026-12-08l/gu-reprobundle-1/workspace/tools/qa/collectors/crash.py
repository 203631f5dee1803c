import shutil
from pathlib import Path


def collect(crash_id, out):
    src = Path("Saved/Crashes") / f"crash-{crash_id}"
    dst = out / "crash"
    shutil.copytree(src, dst)
    return [str(p.relative_to(out)) for p in sorted(dst.rglob("*")) if p.is_file()]
