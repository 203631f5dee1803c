#!/usr/bin/env python3
"""run_checks.py ENDPOINTS_FILE - GET every endpoint, report status and latency against its budget."""
import json
import os
import socket
import sys
import time
import urllib.error
import urllib.request

# staging hosts are only reachable directly, never through the corporate proxy
OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def check(url, budget_ms, timeout=5):
    t0 = time.monotonic()
    try:
        with OPENER.open(urllib.request.Request(url, headers={"User-Agent": "uptime-checks/1.4"}),
                         timeout=timeout) as r:
            code = r.status
            r.read()
    except urllib.error.HTTPError as e:
        code = e.code
    except (urllib.error.URLError, OSError) as e:
        return {"url": url, "ok": False, "error": str(getattr(e, "reason", e)), "ms": None, "budget_ms": budget_ms}
    ms = round((time.monotonic() - t0) * 1000, 1)
    return {"url": url, "status": code, "ms": ms, "budget_ms": budget_ms, "ok": code < 400 and ms <= budget_ms}


def load(path):
    out = []
    with open(path) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                url, budget = line.split()
                out.append((url, int(budget)))
    return out


def publish(results):
    """Keep the last run next to the checks for `make report`."""
    os.makedirs("out", exist_ok=True)
    with open("out/last-run.json", "w") as f:
        json.dump(results, f, indent=2)


def main(path):
    results = [check(u, b) for u, b in load(path)]
    for r in results:
        if r["ms"] is None:
            print(f"DOWN  {r['url']}  ({r['error']})")
        else:
            flag = "ok  " if r["ok"] else ("SLOW" if r["status"] < 400 else "FAIL")
            print(f"{flag}  {r['url']}  {r['status']}  {r['ms']} ms (budget {r['budget_ms']} ms)")
    publish(results)
    return 0 if all(r["ok"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
