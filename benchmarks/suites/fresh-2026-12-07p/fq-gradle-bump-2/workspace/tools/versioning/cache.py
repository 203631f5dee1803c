import os
import shutil


def invalidate(version):
    """Drop the local build-config cache so the next build picks up the new version."""
    d = os.path.join("build", "intermediates", "version-cache")
    if os.path.isdir(d):
        shutil.rmtree(d)
