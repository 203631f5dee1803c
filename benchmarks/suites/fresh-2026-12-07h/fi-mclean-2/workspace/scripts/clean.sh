#!/usr/bin/env bash
# Remove build output and tool caches from the packages given as arguments.
# Called by `make clean`; the output folder name comes from the Makefile.
set -eo pipefail

for pkg in "$@"; do
  [ -f "$pkg/package.json" ] || [ -f "$pkg/pyproject.toml" ] || continue
  echo "clean $pkg"
  rm -rf "$pkg/${OUT_DIR:?OUT_DIR not set}" "$pkg/.cache" "$pkg/coverage"
done
echo "done"
