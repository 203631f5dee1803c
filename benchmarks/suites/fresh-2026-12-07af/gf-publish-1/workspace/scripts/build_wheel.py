#!/usr/bin/env python3
"""Build a pure-python wheel from src/ without needing `build` on the release runner."""
import argparse
import base64
import hashlib
import os
import sys
import tomllib
import zipfile


def record_line(arcname, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{arcname},sha256={digest},{len(data)}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="dist")
    args = ap.parse_args()
    with open("pyproject.toml", "rb") as f:
        project = tomllib.load(f)["project"]
    name, version = project["name"], project["version"]
    dist_info = f"{name}-{version}.dist-info"
    wheel_path = os.path.join(args.out, f"{name}-{version}-py3-none-any.whl")
    os.makedirs(args.out, exist_ok=True)
    records = []
    with zipfile.ZipFile(wheel_path, "w", zipfile.ZIP_DEFLATED) as zf:
        for root, _dirs, files in os.walk(os.path.join("src", name)):
            for fn in sorted(files):
                if not fn.endswith(".py"):
                    continue
                path = os.path.join(root, fn)
                arc = os.path.relpath(path, "src")
                with open(path, "rb") as f:
                    data = f.read()
                zf.writestr(arc, data)
                records.append(record_line(arc, data))
        meta = [f"Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}",
                f"Summary: {project.get('description', '')}",
                f"Requires-Python: {project.get('requires-python', '')}"]
        meta += [f"Requires-Dist: {d}" for d in project.get("dependencies", [])]
        for arc, text in ((f"{dist_info}/METADATA", "\n".join(meta) + "\n"),
                          (f"{dist_info}/WHEEL", "Wheel-Version: 1.0\nGenerator: tabkit-build\nRoot-Is-Purelib: true\nTag: py3-none-any\n")):
            zf.writestr(arc, text)
            records.append(record_line(arc, text.encode()))
        records.append(f"{dist_info}/RECORD,,")
        zf.writestr(f"{dist_info}/RECORD", "\n".join(records) + "\n")
    print(f"built {wheel_path}")


if __name__ == "__main__":
    sys.exit(main())
