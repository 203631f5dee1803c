#!/bin/sh
# lint.sh: run the python linter over gradebook/
set -e
mkdir -p .lint
python3 tools/lint/run.py gradebook > .lint/report.txt
cat .lint/report.txt
