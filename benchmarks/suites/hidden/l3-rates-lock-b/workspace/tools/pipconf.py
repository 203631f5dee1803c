"""Which package index the lock is resolved against."""
import os

MIRROR = "https://pkgs.example.org/simple"

def index_url():
    return os.environ.get("PIP_INDEX_URL", MIRROR)

def ensure():
    # pip in this checkout must resolve against the same index as the lock
    os.makedirs(".pip", exist_ok=True)
    with open(".pip/pip.conf", "w") as f:
        f.write("[global]\nindex-url = %s\n" % index_url())
