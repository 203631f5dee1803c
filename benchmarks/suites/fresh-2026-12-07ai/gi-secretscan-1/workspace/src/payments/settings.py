import os

DATABASE_URL = os.environ["DATABASE_URL"]
AWS_REGION = os.environ.get("AWS_REGION", "eu-west-1")
RECEIPTS_BUCKET = os.environ.get("RECEIPTS_BUCKET", "acme-receipts-staging")
