"""Filesystem walking helpers shared by the homekeeping tools."""
import os


def iter_files(root):
    """Yield every non-directory entry below root, bottom-up friendly.

    Symbolic links are yielded as links: unlinking one removes the link and
    never touches what it points to. os.walk lists links to folders among the
    folder names and, without followlinks, does not descend into them."""
    for dirpath, dirnames, filenames in os.walk(root):
        for name in filenames:
            yield os.path.join(dirpath, name)
        for name in dirnames:
            p = os.path.join(dirpath, name)
            if os.path.islink(p):
                yield p


def remove_empty_dirs(root):
    """Remove empty folders below root (root itself is kept)."""
    for dirpath, dirnames, filenames in os.walk(root, topdown=False):
        if dirpath == root:
            continue
        try:
            os.rmdir(dirpath)
        except OSError:
            pass
