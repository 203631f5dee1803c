"""Secret values live outside the repository, one value per file, the way a
Kubernetes secret volume lays them out:

    ~/.config/acme/secrets/<layer>/<NAME>

A profile sees the `common` layer, then every environment up to and including
its own in promotion order (dev -> staging -> prod); later layers override
earlier ones, so a value defined for dev also reaches staging unless staging
has its own.
"""
import os
from pathlib import Path

ROOT = Path(os.environ.get("ACME_SECRETS_DIR", "~/.config/acme/secrets")).expanduser()

PROMOTION = ["dev", "staging", "prod"]


def promotion():
    return list(PROMOTION)


def layers(profile):
    envs = promotion()
    if profile not in envs:
        raise SystemExit(f"cfgtool: unknown profile {profile!r} (known: {', '.join(envs)})")
    return ["common"] + envs[: envs.index(profile) + 1]


def load(profile):
    values = {}
    for layer in layers(profile):
        d = ROOT / layer
        if not d.is_dir():
            continue
        for f in sorted(d.iterdir()):
            if f.is_file() and not f.name.startswith("."):
                values[f.name] = f.read_text().strip()
    return values
