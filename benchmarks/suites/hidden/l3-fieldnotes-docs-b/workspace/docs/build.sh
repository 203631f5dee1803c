#!/bin/sh
set -e
cd "$(dirname "$0")"
mkdir -p _build
python3 tools/render.py . _build
