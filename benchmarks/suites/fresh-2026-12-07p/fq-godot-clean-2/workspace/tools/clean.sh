#!/usr/bin/env bash
# Wipe the Godot import cache and export output so the editor reimports from scratch.
set -euo pipefail
cd "$(dirname "$0")/.."

for d in .godot build; do
    if [ -d "$d" ]; then
        echo "removing $d/"
        rm -rf -- "$d"
    fi
done
find . -name '*.import.tmp' -delete
echo "clean: done (open the editor to reimport)"
