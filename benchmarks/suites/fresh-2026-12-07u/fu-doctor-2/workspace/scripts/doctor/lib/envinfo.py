#!/usr/bin/env python3
"""Print selected .env settings (secrets masked) and flag common local misconfigurations."""
import argparse, os, re

SECRET = re.compile(r"(PASSWORD|SECRET|TOKEN|KEY)$")


def parse_env(path=".env"):
    env = {}
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#") or "=" not in line:
                continue
            k, v = line.split("=", 1)
            env[k.strip()] = v.strip().strip('"')
    return env


def mask(k, v):
    if SECRET.search(k) and v not in ("", "null"):
        return v[:2] + "*" * 6
    return v


def problems(env):
    out = []
    if env.get("QUEUE_CONNECTION") == "sync":
        out.append("QUEUE_CONNECTION=sync: jobs run inline, nothing is queued (use database or redis)")
    if env.get("MAIL_HOST") == "mailpit" and env.get("MAIL_ENCRYPTION") == "tls":
        out.append("MAIL_ENCRYPTION=tls but mailpit on 1025 speaks plain SMTP (set MAIL_ENCRYPTION=null)")
    if env.get("QUEUE_CONNECTION") == "redis" and not env.get("REDIS_HOST"):
        out.append("QUEUE_CONNECTION=redis but REDIS_HOST unset")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--prefix", action="append", default=[])
    a = ap.parse_args()
    env = parse_env()
    for k in sorted(env):
        if any(k.startswith(p) for p in a.prefix):
            print(f"  {k:20s} = {mask(k, env[k])}")
    for p in problems(env):
        print("WARN " + p)


if __name__ == "__main__":
    main()
