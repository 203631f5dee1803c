"""Filesystem walking helpers shared by the homekeeping tools."""
import os


def iter_files(root):
    """Yield every file below root.

    Several tools keep their cache behind a symlink (moved to a bigger disk,
    or shared between machines), so symlinked folders are walked as well:
    otherwise their space would never be reclaimed."""
    for dirpath, dirnames, filenames in os.walk(root, followlinks=True):
        for name in filenames:
            yield os.path.join(dirpath, name)


def remove_empty_dirs(root):
    """Remove empty folders below root (root itself is kept)."""
    for dirpath, dirnames, filenames in os.walk(root, topdown=False, followlinks=True):
        if dirpath == root:
            continue
        try:
            os.rmdir(dirpath)
        except OSError:
            pass
