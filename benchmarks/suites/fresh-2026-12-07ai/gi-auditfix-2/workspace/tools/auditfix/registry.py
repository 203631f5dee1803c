"""Registry URL helpers."""
DEFAULT_REGISTRY = "https://registry.npmjs.org"


def tarball_url(package, version, registry=DEFAULT_REGISTRY):
    base = package.split("/")[-1]
    return f"{registry}/{package}/-/{base}-{version}.tgz"


def normalize(lock):
    """Make sure lockfileVersion is set (npm 7+ format)."""
    lock.setdefault("lockfileVersion", 3)
    lock.setdefault("requires", True)
