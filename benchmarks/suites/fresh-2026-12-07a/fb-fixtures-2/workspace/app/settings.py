"""Settings schema of the ingest service.

Values come from the environment (INGEST_<NAME>) at runtime; the defaults here
are for local development only.
"""

SCHEMA_VERSION = 3

# name, type, dev default, secret?
FIELDS = [
    ("bucket", str, "acme-ingest-dev", False),
    ("region", str, "eu-west-1", False),
    ("aws_profile", str, "acme-dev", False),
    ("batch_size", int, 500, False),
    ("max_inflight", int, 8, False),
    ("retry_budget", float, 0.1, False),          # new in schema 3
    ("dead_letter_queue", str, "ingest-dlq", False),  # new in schema 3
    ("database_url", str, "postgresql://ingest@localhost/ingest", True),
    ("sentry_dsn", str, "", True),
]
