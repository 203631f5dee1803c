#!/usr/bin/env bash
# Build a distributable folder + tarball for one platform/arch.
set -euo pipefail
cd "$(dirname "$0")/.."
platform="${1:-linux}"
arch="${2:-x64}"

command -v node >/dev/null || { echo "dist: node is required" >&2; exit 1; }
echo "==> packaging lumen-notes for $platform-$arch"
node scripts/pack.js "$platform" "$arch"
