"""Collectors for the fluent-bit support bundle. Each takes the bundle folder and returns
the relative paths it wrote."""
import configparser
import os
import platform
import re
import shutil
import subprocess

ORDER = ["config", "recent_log", "host_info", "output_context"]

SECRET_KEYS = re.compile(r"^(\s*)(HTTP_Passwd|Passwd|Password|Token|Bearer_Token|aws_secret_access_key)(\s+)(\S+)",
                         re.IGNORECASE)


def _write(out, rel, text):
    path = os.path.join(out, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
    return rel


def config(out):
    src = os.environ["FB_CONF"]
    lines = []
    with open(src) as f:
        for line in f:
            lines.append(SECRET_KEYS.sub(lambda m: m.group(1) + m.group(2) + m.group(3) + "REDACTED", line))
    parsers = os.path.join(os.path.dirname(src), "parsers.conf")
    written = [_write(out, "fluent-bit.conf", "".join(lines))]
    if os.path.exists(parsers):
        shutil.copy(parsers, os.path.join(out, "parsers.conf"))
        written.append("parsers.conf")
    return written


def recent_log(out, n=400):
    with open(os.environ["FB_LOG"]) as f:
        tail = f.readlines()[-n:]
    return [_write(out, "fluent-bit.log.tail", "".join(tail))]


def host_info(out):
    info = [f"platform: {platform.platform()}", f"python: {platform.python_version()}"]
    try:
        v = subprocess.run(["fluent-bit", "--version"], capture_output=True, text=True, timeout=5).stdout.strip()
    except (OSError, subprocess.TimeoutExpired):
        v = "fluent-bit not on PATH"
    info.append(f"fluent-bit: {v}")
    return [_write(out, "host.txt", "\n".join(info) + "\n")]


def output_context(out):
    """The s3 output authenticates through the AWS credential chain: record which profiles
    exist and which one is active, never the keys themselves."""
    home = os.path.expanduser("~")
    creds = configparser.ConfigParser()
    creds.read(os.path.join(home, ".aws", "credentials"))
    lines = [f"AWS_PROFILE={os.environ.get('AWS_PROFILE', '(unset: default)')}"]
    for name in creds.sections():
        key_id = creds[name].get("aws_access_key_id", "")
        masked = key_id[:4] + "*" * max(0, len(key_id) - 8) + key_id[-4:] if key_id else "(none)"
        lines.append(f"profile {name}: static key {masked}")
    return [_write(out, "aws-context.txt", "\n".join(lines) + "\n")]
