"""Keep the local snapshot fresh."""
import json
from pathlib import Path

HISTORY = Path("db/snapshot-history.jsonl")


def after_refresh(state):
    """Append the refresh to db/snapshot-history.jsonl (shown by `make snapshot-info`)."""
    HISTORY.parent.mkdir(exist_ok=True)
    with HISTORY.open("a") as f:
        f.write(json.dumps(state) + "\n")
