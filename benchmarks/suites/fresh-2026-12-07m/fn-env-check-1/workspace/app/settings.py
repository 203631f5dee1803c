"""Settings loaded from the environment (.env in development)."""
import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    app_env: str
    database_url: str
    redis_url: str
    secret_key: str
    aws_access_key_id: str
    aws_secret_access_key: str
    s3_bucket: str
    stripe_api_key: str
    sentry_dsn: str
    smtp_password: str


def load() -> Settings:
    return Settings(**{f: os.environ[f.upper()] for f in Settings.__dataclass_fields__})
