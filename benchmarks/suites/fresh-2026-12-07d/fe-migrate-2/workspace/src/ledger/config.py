"""Paths configuration (config/paths.toml)."""
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def load(path=None):
    path = Path(path or REPO / "config" / "paths.toml")
    with open(path, "rb") as f:
        cfg = tomllib.load(f)
    cfg["data_root"] = (REPO / cfg.get("data_root", "data")).resolve()
    cfg.setdefault("layout", 1)
    return cfg
