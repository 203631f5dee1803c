import os

STRIPE_KEY = os.environ.get("STRIPE_KEY", "")
DATABASE_URL = os.environ.get("DATABASE_URL", "sqlite:///data/app.db")
