"""Credentials for the integration run."""
import os

def prepare(folder):
    # the mock accepts any signature: write throwaway credentials, never the developer's
    os.makedirs(folder, exist_ok=True)
    dst = os.path.join(folder, "aws_credentials")
    with open(dst, "w") as f:
        f.write("[mock]\naws_access_key_id = test\naws_secret_access_key = test\n")
    os.environ["AWS_SHARED_CREDENTIALS_FILE"] = dst
    return "mock"
