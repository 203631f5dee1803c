#!/usr/bin/env python3
"""Which AWS identity would `tox -e integration` use? Mirrors botocore's lookup order:
env vars from tox.ini setenv, then the profile in ~/.aws/credentials / ~/.aws/config."""
import configparser
import os
import sys

TOX_ENV = "testenv:integration"


def tox_setenv():
    cfg = configparser.ConfigParser()
    cfg.read("tox.ini")
    env = {}
    for line in cfg.get(TOX_ENV, "setenv", fallback="").splitlines():
        if "=" in line:
            k, v = line.split("=", 1)
            env[k.strip()] = v.strip()
    return env


def load(path):
    cfg = configparser.ConfigParser()
    cfg.read(os.path.expanduser(path))
    return cfg


def main():
    env = tox_setenv()
    profile = os.environ.get("AWS_PROFILE") or env.get("AWS_PROFILE", "default")
    print(f"tox env      : {TOX_ENV}")
    print(f"profile      : {profile}")
    creds = load("~/.aws/credentials")
    config = load("~/.aws/config")
    cfg_section = "default" if profile == "default" else f"profile {profile}"
    region = env.get("AWS_DEFAULT_REGION") or config.get(cfg_section, "region", fallback=None)
    print(f"region       : {region or 'NOT SET'}")
    print(f"profiles     : {', '.join(creds.sections()) or 'none'}")
    if not creds.has_section(profile):
        print(f"-> profile {profile!r} is missing from ~/.aws/credentials: botocore raises NoCredentialsError")
        return 1
    section = creds[profile]
    print("resolved credentials (as botocore sees them):")
    for key, value in section.items():
        print(f"    {key} = {value}")
    if not section.get("aws_secret_access_key"):
        print("-> no secret key for this profile")
    if "AWS_*" not in open("tox.ini").read():
        print("-> tox does not pass AWS_* through")
    return 0


if __name__ == "__main__":
    sys.exit(main())
