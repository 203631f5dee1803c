"""Minimal conan.lock editing (conan 2 lockfile format 0.5)."""
import hashlib
import json
import time

from . import compat


def _ref(name, version):
    # placeholder revision until the next `conan lock create` fills in the real one
    rrev = hashlib.md5(f"{name}/{version}".encode()).hexdigest()
    return f"{name}/{version}#{rrev}%{time.time():.2f}"


def update(path, name, version):
    with open(path) as f:
        lock = json.load(f)
    reqs = [r for r in lock["requires"] if r.split("/", 1)[0] != name]
    reqs.append(_ref(name, version))
    lock["requires"] = compat.apply(reqs, _ref)
    lock["requires"].sort(key=lambda r: r.split("#")[0], reverse=True)
    with open(path, "w") as f:
        json.dump(lock, f, indent=4)
        f.write("\n")
