#!/usr/bin/env bash
# Build the draft from sections/*.md (pandoc is not on the lab machines; paperkit does the docx/html).
set -euo pipefail
cd "$(dirname "$0")/.."
fmt="${1:-docx}"
mkdir -p build
exec python3 -m paperkit build --to "$fmt" --out "build/draft.$fmt" sections/*.md
