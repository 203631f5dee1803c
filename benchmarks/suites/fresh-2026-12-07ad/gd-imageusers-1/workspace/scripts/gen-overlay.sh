#!/usr/bin/env bash
# gen-overlay.sh BOARD: account files for the rootfs overlay, from board/BOARD/users.table
set -euo pipefail
cd "$(dirname "$0")/.."
board="${1:?board}"
dir="board/$board"
python3 -m scripts.overlay.mkusers "$dir/users.table" "$dir/base" "$dir/rootfs-overlay"
