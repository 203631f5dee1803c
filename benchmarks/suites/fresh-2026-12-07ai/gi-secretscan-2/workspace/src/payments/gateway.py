import os

import requests

# TODO(dana): move to settings before merge
STRIPE_API_KEY = "sk_live_6kwXoIIXGvOoNZYW2mZp0zVZ"
API_BASE = os.environ.get("STRIPE_API_BASE", "https://api.stripe.example.test/v1")


def charge(amount_cents, currency, source, idempotency_key):
    resp = requests.post(
        f"{API_BASE}/charges",
        auth=(STRIPE_API_KEY, ""),
        data={"amount": amount_cents, "currency": currency, "source": source},
        headers={"Idempotency-Key": idempotency_key},
        timeout=10,
    )
    resp.raise_for_status()
    return resp.json()
