#!/usr/bin/env bash
# Build the arXiv upload: sources + the generated .bbl (arXiv does not run biber).
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ ! -f main.bbl ]]; then
  echo "main.bbl missing: run 'make pdf' first" >&2
  exit 1
fi

mkdir -p submission
rm -f submission/arxiv.tar
tar -cf submission/arxiv.tar \
  --exclude=./submission --exclude=./build --exclude=./.git --exclude=./scripts \
  --exclude='*.aux' --exclude='*.log' --exclude='*.synctex.gz' --exclude='*.fdb_latexmk' \
  --exclude='*.fls' --exclude='main.pdf' \
  .
echo "wrote submission/arxiv.tar ($(tar -tf submission/arxiv.tar | grep -vc '/$') files)"
