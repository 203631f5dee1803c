#!/bin/sh
# Collect a diagnostics bundle for bug reports into diag/report.txt
set -eu
cd "$(dirname "$0")/.."
mkdir -p diag
python3 -m diagtool.collect > diag/report.txt
echo "wrote diag/report.txt ($(wc -l < diag/report.txt) lines)"
