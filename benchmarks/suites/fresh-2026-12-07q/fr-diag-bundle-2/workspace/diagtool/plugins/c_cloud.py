import os


def collect():
    """Which AWS profile/region boto3 would pick (no secrets)."""
    profile = os.environ.get("AWS_PROFILE", "default")
    region = os.environ.get("AWS_DEFAULT_REGION", "")
    path = os.path.expanduser("~/.aws/credentials")
    has = os.path.exists(path)
    return "aws", f"profile {profile}\nregion {region or '(from config)'}\ncredentials file present: {has}"
