#!/usr/bin/env python3
"""Look up an order for a support ticket.

    lookup_order.py ORDER_ID

Uses the support API with your support-scoped token
(~/.config/shop-support/token) and prints what an agent needs to answer the
customer: status, carrier, tracking, last scan.
"""
import json
import os
import sys
import urllib.error
import urllib.request

SUPPORT_API = "http://support-api.shop.test/v1"


def token(path):
    with open(os.path.expanduser(path)) as f:
        return f.read().strip()


def get(url, tok):
    req = urllib.request.Request(url, headers={"Authorization": f"Bearer {tok}", "Accept": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=5) as r:
            return json.load(r)
    except urllib.error.HTTPError as e:
        raise SystemExit(f"{url}: HTTP {e.code}")
    except urllib.error.URLError as e:
        raise SystemExit(f"{url}: {e.reason}")


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    oid = sys.argv[1].lstrip("#")
    order = get(f"{SUPPORT_API}/orders/{oid}", token("~/.config/shop-support/token"))
    s = order["shipping"]
    print(f"order {order['order_id']}  status={order['status']}  placed {order['placed_at']}")
    print(f"customer {order['customer']['name']} ({order['customer']['id']})")
    print(f"carrier {s['carrier']}  tracking {s['tracking']}  shipped {s['shipped_at']}")
    print(f"last scan: {s['last_event']}")
    print(f"ship to: {s['address']}")
    print("items: " + ", ".join(f"{i['qty']}x {i['sku']}" for i in order["items"]))


if __name__ == "__main__":
    main()
