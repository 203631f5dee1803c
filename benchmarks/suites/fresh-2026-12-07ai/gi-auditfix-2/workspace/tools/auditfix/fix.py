import json
import os

from . import lockfile

ADVISORIES = os.path.join(os.path.dirname(__file__), "advisories.json")


def patched_release(package):
    with open(ADVISORIES) as f:
        adv = json.load(f)
    entry = adv.get(package)
    if not entry:
        raise SystemExit(f"auditfix: no advisory for {package}")
    return entry


def apply_fix(package, manifest, lock):
    entry = patched_release(package)
    version = entry["patched"]
    changes = []
    with open(manifest) as f:
        pkg = json.load(f)
    for section in ("dependencies", "devDependencies"):
        if package in pkg.get(section, {}):
            old = pkg[section][package]
            pkg[section][package] = "^" + version
            changes.append(f"{manifest}: {section}.{package} {old} -> ^{version}")
    with open(manifest, "w") as f:
        json.dump(pkg, f, indent=2)
        f.write("\n")
    changes += lockfile.bump(lock, package, version, entry["integrity"])
    return changes
