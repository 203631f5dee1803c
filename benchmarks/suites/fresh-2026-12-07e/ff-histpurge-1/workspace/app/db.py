import pathlib

import yaml


def connect():
    cfg = yaml.safe_load(pathlib.Path("config/settings.yml").read_text())
    secrets = yaml.safe_load(pathlib.Path("config/secrets.yml").read_text())
    return cfg["db"]["host"], secrets["db_password"]
