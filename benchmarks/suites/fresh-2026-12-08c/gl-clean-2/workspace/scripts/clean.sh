#!/usr/bin/env bash
# Remove LaTeX intermediates (latexmk -C misses biber/minted/glossaries leftovers).
set -euo pipefail
cd "$(dirname "$0")/.."

exts=(aux bbl bcf blg fdb_latexmk fls glg glo gls idx ilg ind ist lof log lot out run.xml synctex.gz toc xdv)
n=0
# only the thesis tree: top level and chapters/ (experiments/ has its own logs)
for e in "${exts[@]}"; do
  while IFS= read -r -d '' f; do
    rm -f -- "$f"; n=$((n+1))
  done < <(find . chapters -maxdepth 1 -type f -name "*.$e" -print0)
done
rm -rf _minted-* build/
echo "clean: removed $n files"
