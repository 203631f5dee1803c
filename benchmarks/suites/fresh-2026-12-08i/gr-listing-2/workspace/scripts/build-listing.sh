#!/usr/bin/env bash
# Render store/listing/<locale>/*.md into the JSON the store-upload job sends.
set -euo pipefail
cd "$(dirname "$0")/.."
node tools/listing/index.js "$PWD"
