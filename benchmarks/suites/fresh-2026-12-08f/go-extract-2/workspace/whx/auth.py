"""Profiles from ~/.whx/profiles.ini (one section per profile: user, token, role)."""
import configparser
import pathlib

PROFILES = pathlib.Path.home() / ".whx" / "profiles.ini"


def _load():
    cp = configparser.ConfigParser()
    cp.read(PROFILES)
    return cp


def credentials(profile):
    cp = _load()
    if profile not in cp:
        raise SystemExit(f"no profile {profile!r} in {PROFILES}")
    return dict(cp[profile])


def elevated_profile():
    """The first configured profile whose role is an admin role, if any."""
    cp = _load()
    for name in cp.sections():
        if cp[name].get("role", "").endswith("admin"):
            return name
    return None
