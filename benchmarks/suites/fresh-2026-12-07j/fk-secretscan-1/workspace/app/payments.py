from .settings import STRIPE_KEY


def charge(amount_cents, customer):
    if not STRIPE_KEY:
        raise RuntimeError("STRIPE_KEY not set")
    return {"amount": amount_cents, "customer": customer}
