"""Channel index: the group keeps a cached copy of the mirror repodata
(package -> versions) in ~/.cache/lockgen/index.json, refreshed by a cron job."""
import json
import os

INDEX = os.path.expanduser("~/.cache/lockgen/index.json")


def load_index():
    with open(INDEX) as f:
        return json.load(f)
