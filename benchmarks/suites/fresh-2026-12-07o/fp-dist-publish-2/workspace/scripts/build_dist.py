#!/usr/bin/env python3
"""Build an sdist and a pure-Python wheel for tinyqueue without network access.

We cannot use `python -m build` on the offline release box (it wants to download
setuptools into an isolated env), so this writes both archives directly.
"""
import argparse
import base64
import configparser
import hashlib
import io
import json
import os
import platform
import re
import tarfile
import time
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def project_meta():
    text = open(os.path.join(ROOT, "pyproject.toml")).read()
    name = re.search(r'^name\s*=\s*"([^"]+)"', text, re.M).group(1)
    version = re.search(r'^version\s*=\s*"([^"]+)"', text, re.M).group(1)
    summary = re.search(r'^description\s*=\s*"([^"]+)"', text, re.M).group(1)
    return name, version, summary


def metadata(name, version, summary):
    readme = open(os.path.join(ROOT, "README.md")).read()
    return (
        "Metadata-Version: 2.1\n"
        f"Name: {name}\nVersion: {version}\nSummary: {summary}\n"
        "License: MIT\nRequires-Python: >=3.9\n"
        "Description-Content-Type: text/markdown\n\n" + readme
    )

def build_info(version):
    """Small provenance record shipped inside the wheel."""
    return {
        "version": version,
        "built_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "python": platform.python_version(),
        "builder": "scripts/build_dist.py",
    }


def record_line(path, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}"


def build_wheel(out, name, version, summary):
    wheel_name = f"{name}-{version}-py3-none-any.whl"
    dist_info = f"{name}-{version}.dist-info"
    files = {}
    src = os.path.join(ROOT, "src", name)
    for fn in sorted(os.listdir(src)):
        if fn.endswith(".py"):
            files[f"{name}/{fn}"] = open(os.path.join(src, fn), "rb").read()
    files[f"{name}/_build_info.json"] = json.dumps(build_info(version), indent=2).encode()
    files[f"{dist_info}/METADATA"] = metadata(name, version, summary).encode()
    files[f"{dist_info}/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: build_dist.py\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    record = [record_line(p, d) for p, d in files.items()] + [f"{dist_info}/RECORD,,"]
    files[f"{dist_info}/RECORD"] = ("\n".join(record) + "\n").encode()
    path = os.path.join(out, wheel_name)
    # stored, not deflated: byte-for-byte reproducible across zlib versions
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as zf:
        for p, d in files.items():
            info = zipfile.ZipInfo(p, date_time=(2020, 1, 1, 0, 0, 0))
            zf.writestr(info, d)
    return path


def build_sdist(out, name, version, summary):
    base = f"{name}-{version}"
    path = os.path.join(out, base + ".tar.gz")
    with tarfile.open(path, "w:gz") as tf:
        for rel in ("pyproject.toml", "README.md", "LICENSE", "src", "tests"):
            tf.add(os.path.join(ROOT, rel), arcname=f"{base}/{rel}",
                   filter=lambda ti: None if "__pycache__" in ti.name else ti)
        pkg_info = metadata(name, version, summary).encode()
        ti = tarfile.TarInfo(f"{base}/PKG-INFO")
        ti.size = len(pkg_info)
        ti.mtime = int(time.time())
        tf.addfile(ti, io.BytesIO(pkg_info))
    return path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="dist")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    name, version, summary = project_meta()
    built = [build_sdist(args.out, name, version, summary), build_wheel(args.out, name, version, summary)]
    with open(os.path.join(args.out, "SHA256SUMS"), "w") as f:
        for p in built:
            f.write(f"{hashlib.sha256(open(p, 'rb').read()).hexdigest()}  {os.path.basename(p)}\n")
    for p in built:
        print(f"built {p}")


if __name__ == "__main__":
    main()
