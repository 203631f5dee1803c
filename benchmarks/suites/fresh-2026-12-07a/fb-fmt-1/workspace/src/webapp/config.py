import os

SIGNING_KEY = os.environ.get("WEBHOOK_SIGNING_KEY", "dev-only-not-secret").encode()
