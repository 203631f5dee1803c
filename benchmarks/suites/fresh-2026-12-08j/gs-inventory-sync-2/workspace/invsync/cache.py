"""Small on-disk cache for WMS lookups."""
import json
import os
import shutil


def cache_root():
    # CI points INVSYNC_CACHE_DIR at its workspace; locally use ~/.cache/invsync
    return os.environ.get("INVSYNC_CACHE_DIR") or os.path.join(os.path.expanduser("~"), ".cache", "invsync")


def _path(key):
    return os.path.join(cache_root(), key.replace(":", "_").replace("/", "_") + ".json")


def put(key, value):
    os.makedirs(cache_root(), exist_ok=True)
    with open(_path(key), "w") as f:
        json.dump(value, f)


def get(key, default=None):
    try:
        with open(_path(key)) as f:
            return json.load(f)
    except (OSError, ValueError):
        return default


def reset(namespace=""):
    """Empty the cache (or one namespace of it)."""
    target = os.path.join(cache_root(), namespace) if namespace else cache_root()
    if not os.path.isdir(target):
        return
    for entry in os.listdir(target):
        if entry.startswith("."):  # lock files, editor swap
            continue
        p = os.path.join(target, entry)
        if os.path.isdir(p) and not os.path.islink(p):
            shutil.rmtree(p)
        else:
            os.remove(p)
