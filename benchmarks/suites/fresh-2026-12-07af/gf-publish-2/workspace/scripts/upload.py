#!/usr/bin/env python3
"""Tiny twine-compatible uploader: `twine upload` is not installed on the release runner.

Reads credentials for --repository-url from ~/.pypirc and POSTs each file with the
legacy upload API (multipart/form-data, :action=file_upload).
"""
import argparse
import configparser
import hashlib
import json
import os
import sys
import urllib.error
import urllib.request
import uuid
import zipfile

# internal hosts only: never go through a proxy
OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def load_credentials(repo_url):
    cfg = configparser.ConfigParser()
    cfg.read(os.path.expanduser("~/.pypirc"))
    for section in cfg.sections():
        if cfg.get(section, "repository", fallback="").rstrip("/") == repo_url.rstrip("/"):
            return cfg.get(section, "username"), cfg.get(section, "password")
    sys.exit(f"no ~/.pypirc entry with repository = {repo_url}")


def wheel_metadata(path):
    with zipfile.ZipFile(path) as zf:
        meta = next(n for n in zf.namelist() if n.endswith(".dist-info/METADATA"))
        fields = {}
        for line in zf.read(meta).decode().splitlines():
            if ": " in line:
                k, v = line.split(": ", 1)
                fields.setdefault(k.lower(), v)
    return fields


def multipart(fields, filename, payload):
    boundary = uuid.uuid4().hex
    out = []
    for k, v in fields.items():
        out.append(f"--{boundary}\r\nContent-Disposition: form-data; name=\"{k}\"\r\n\r\n{v}\r\n".encode())
    out.append(f"--{boundary}\r\nContent-Disposition: form-data; name=\"content\"; filename=\"{filename}\"\r\n"
               f"Content-Type: application/octet-stream\r\n\r\n".encode() + payload + b"\r\n")
    out.append(f"--{boundary}--\r\n".encode())
    return boundary, b"".join(out)


def post(url, body, headers, timeout=15):
    req = urllib.request.Request(url, data=body, headers=headers, method="POST")
    try:
        with OPENER.open(req, timeout=timeout) as resp:
            return resp.status
    except urllib.error.HTTPError as e:
        return e.code
    except OSError as e:
        return f"error: {e}"


def upload(repo_url, path, user, password):
    meta = wheel_metadata(path)
    with open(path, "rb") as f:
        payload = f.read()
    fields = {
        ":action": "file_upload", "protocol_version": "1",
        "name": meta["name"], "version": meta["version"],
        "filetype": "bdist_wheel", "pyversion": "py3", "metadata_version": meta["metadata-version"],
        "sha256_digest": hashlib.sha256(payload).hexdigest(),
    }
    boundary, body = multipart(fields, os.path.basename(path), payload)
    import base64
    auth = base64.b64encode(f"{user}:{password}".encode()).decode()
    return post(repo_url, body, {"Content-Type": f"multipart/form-data; boundary={boundary}",
                                 "Authorization": f"Basic {auth}"})


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repository-url", required=True)
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    user, password = load_credentials(args.repository_url)
    failed = 0
    for path in args.files:
        status = upload(args.repository_url, path, user, password)
        print(f"Uploading {os.path.basename(path)} -> {args.repository_url}: {status}")
        if status not in (200, 201):
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
