#!/bin/sh
# Prime the Storybook/Vite builder cache so repeated builds skip dependency pre-bundling.
set -eu
CACHE_DIR=${1:-node_modules/.cache/storybook}

mkdir -p "$CACHE_DIR"
date +%s > "$CACHE_DIR/.last-build"
node -p 'process.version' > "$CACHE_DIR/.node-version"
echo "storybook cache: $CACHE_DIR"
