"""Publish a finished episode master to the CDN and record a receipt."""
import argparse
import hashlib
import json
import sys
import time
import tomllib
from pathlib import Path

from . import upload


def main():
    ap = argparse.ArgumentParser(prog="deploy.sh")
    ap.add_argument("--config", default="publish.toml")
    ap.add_argument("--episode", required=True)
    a = ap.parse_args()
    cfg = tomllib.loads(Path(a.config).read_text())
    ep = f"{int(a.episode):03d}"
    src = Path(cfg["masters"]) / f"fr{ep}.mp3"
    if not src.is_file():
        sys.exit(f"deploy: {src} not found")
    data = src.read_bytes()
    key = f'{cfg["cdn"]["prefix"]}/fr{ep}.mp3'
    print(f"deploy: {src} ({len(data)} bytes) -> {cfg['cdn']['endpoint']}/{key}")
    status = upload.put_object(cfg["cdn"], key, data, "audio/mpeg")
    receipt = {"episode": ep, "key": key, "sha256": hashlib.sha256(data).hexdigest(),
               "bytes": len(data), "status": status, "at": int(time.time())}
    out = Path(cfg["receipts"]) / f"{ep}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(receipt, indent=2) + "\n")
    print(f"deploy: cdn answered {status}, receipt in {out}")


if __name__ == "__main__":
    main()
