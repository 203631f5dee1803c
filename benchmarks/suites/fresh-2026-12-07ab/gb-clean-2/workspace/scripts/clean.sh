#!/usr/bin/env bash
# Remove build outputs and this project's temporaries on scratch.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/paths.sh

echo "removing $BUILD_DIR/"
rm -rf "$BUILD_DIR"
echo "removing temporaries in $SCRATCH_TMP/"
rm -rf "$SCRATCH_TMP"/*
echo "clean done"
