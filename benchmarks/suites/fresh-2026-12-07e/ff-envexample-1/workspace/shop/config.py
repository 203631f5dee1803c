"""Configuration loaded from the environment (see .env.example)."""
import os


class Config:
    SECRET_KEY = os.environ["SECRET_KEY"]
    SQLALCHEMY_DATABASE_URI = os.environ["DATABASE_URL"]
    REDIS_URL = os.environ["REDIS_URL"]
    PAYMENTS_API_KEY = os.environ["PAYMENTS_API_KEY"]
    PAYMENTS_WEBHOOK_SECRET = os.environ["PAYMENTS_WEBHOOK_SECRET"]
    MAIL_SERVER = os.environ.get("MAIL_SERVER", "localhost")
    MAIL_PORT = int(os.environ.get("MAIL_PORT", "25"))
    MAIL_USERNAME = os.environ.get("MAIL_USERNAME")
    MAIL_PASSWORD = os.environ.get("MAIL_PASSWORD")
    LOG_LEVEL = os.environ.get("LOG_LEVEL", "info")
    FEATURE_NEW_CHECKOUT = os.environ.get("FEATURE_NEW_CHECKOUT", "false") == "true"
