import json

from . import registry


def bump(path, package, version, integrity):
    with open(path) as f:
        lock = json.load(f)
    changes = []
    key = f"node_modules/{package}"
    pkgs = lock.get("packages", {})
    if key in pkgs:
        old = pkgs[key].get("version")
        pkgs[key]["version"] = version
        pkgs[key]["resolved"] = registry.tarball_url(package, version)
        pkgs[key]["integrity"] = integrity
        changes.append(f"{path}: {key} {old} -> {version}")
    root = pkgs.get("", {})
    for section in ("dependencies", "devDependencies"):
        if package in root.get(section, {}):
            root[section][package] = "^" + version
    registry.normalize(lock)
    with open(path, "w") as f:
        json.dump(lock, f, indent=2)
        f.write("\n")
    return changes
