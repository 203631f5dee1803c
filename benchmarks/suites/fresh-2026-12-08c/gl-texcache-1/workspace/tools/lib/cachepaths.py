# Where the TeX caches live.
import os

DEFAULT_VAR = ".texlive2023/texmf-var"


def user_cache_roots():
    # TEXMFVAR may be absolute (kpsewhich) or home-relative (our default layout)
    home = os.path.expanduser("~")
    var = os.environ.get("TEXMFVAR", DEFAULT_VAR)
    root = os.path.join(home, var)
    caches = [os.path.join(root, "luatex-cache"), os.path.join(root, "fonts")]
    # kpsewhich not installed: the var tree itself is the cache
    return [c for c in caches if os.path.isdir(c)] or [root]


def project_cache_dirs():
    return [d for d in os.environ.get("TEXCACHE_PROJECT_DIRS", "").split() if os.path.isdir(d)]
