import os
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # pragma: no cover
    import tomli as tomllib


def load(path, env_prefix="TIDYCONF_"):
    data = tomllib.loads(Path(path).read_text())
    return data
