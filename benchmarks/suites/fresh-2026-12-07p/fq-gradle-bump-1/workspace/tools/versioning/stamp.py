import json
import os

from . import cache


def record(version, code):
    os.makedirs("build", exist_ok=True)
    with open("build/version.json", "w") as f:
        json.dump({"versionName": version, "versionCode": code}, f)
    cache.invalidate(version)
