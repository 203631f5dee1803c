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
# only what is tracked and needed to compile, plus the .bbl
mapfile -t files < <(git ls-files -- '*.tex' '*.sty' '*.cls' '*.bst' 'figures/*')
tar -cf submission/arxiv.tar main.bbl "${files[@]}"
echo "wrote submission/arxiv.tar ($(tar -tf submission/arxiv.tar | grep -vc '/$') files)"
