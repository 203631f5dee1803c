#!/usr/bin/env python3
"""optimize_shots.py SRC DST - shrink store screenshots.

Drops ancillary PNG chunks (text, time, EXIF: editor names, internal build
strings, capture dates) and re-deflates the image data at level 9.
"""
import os
import struct
import sys
import zlib

KEEP = {b"IHDR", b"PLTE", b"IDAT", b"IEND", b"tRNS", b"sRGB", b"gAMA"}


def chunks(data):
    pos = 8
    while pos < len(data):
        (n,) = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        yield kind, data[pos + 8:pos + 8 + n]
        pos += 12 + n


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def optimize(data, keep):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    out, idat = [data[:8]], b""
    for kind, body in chunks(data):
        if kind == b"IDAT":
            idat += body
            continue
        if kind == b"IEND":
            out.append(chunk(b"IDAT", zlib.compress(zlib.decompress(idat), 9)))
        if kind in keep:
            out.append(chunk(kind, body))
    return b"".join(out)


def main(src, dst):
    os.makedirs(dst, exist_ok=True)
    before = after = 0
    for name in sorted(os.listdir(src)):
        if not name.lower().endswith(".png"):
            continue
        with open(os.path.join(src, name), "rb") as f:
            data = f.read()
        small = optimize(data, KEEP)
        with open(os.path.join(dst, name), "wb") as f:
            f.write(small)
        before += len(data)
        after += len(small)
        print(f"{name}: {len(data)} -> {len(small)} bytes")
    print(f"total: {before} -> {after} bytes")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: optimize_shots.py SRC DST")
    main(sys.argv[1], sys.argv[2])
