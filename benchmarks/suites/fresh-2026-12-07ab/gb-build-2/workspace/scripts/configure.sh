#!/usr/bin/env bash
# configure: probe the toolchain and generate build/config.h from config.ini
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p "$(dirname "$2")"
python3 tools/configure.py "$1" "$2"
