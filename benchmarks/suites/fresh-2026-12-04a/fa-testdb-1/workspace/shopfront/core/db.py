import sqlite3
from pathlib import Path

from shopfront import settings


def _config(alias):
    try:
        return settings.DATABASES[alias]
    except KeyError:
        raise SystemExit(f"no database alias {alias!r} in settings.DATABASES")


def database_path(alias="default") -> Path:
    return Path(_config(alias)["NAME"])


def test_database_path(alias="default") -> Path:
    cfg = _config(alias)
    test_name = cfg.get("TEST", {}).get("NAME")
    if not test_name:
        name = Path(cfg["NAME"])
        test_name = name.with_name("test_" + name.name)
    return Path(test_name)


def connect(alias="default"):
    return sqlite3.connect(database_path(alias))


def connect_test(alias="default"):
    path = test_database_path(alias)
    path.parent.mkdir(parents=True, exist_ok=True)
    return sqlite3.connect(path)
