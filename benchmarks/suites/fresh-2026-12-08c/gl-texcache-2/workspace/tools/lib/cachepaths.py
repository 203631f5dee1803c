# Where the TeX caches live.
import os

DEFAULT_VAR = ".texlive2023/texmf-var"


def user_cache_roots():
    # TEXMFVAR may be absolute (kpsewhich) or home-relative (our default layout)
    home = os.path.expanduser("~")
    var = os.environ.get("TEXMFVAR") or DEFAULT_VAR
    root = os.path.realpath(os.path.join(home, var))
    if root in (os.path.realpath(home), "/") or not root.startswith(os.path.realpath(home) + os.sep):
        raise SystemExit(f"texcache: refusing suspicious TEXMFVAR {root!r}")
    caches = [os.path.join(root, "luatex-cache"), os.path.join(root, "fonts")]
    return [c for c in caches if os.path.isdir(c)]


def project_cache_dirs():
    return [d for d in os.environ.get("TEXCACHE_PROJECT_DIRS", "").split() if os.path.isdir(d)]
