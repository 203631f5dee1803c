#!/usr/bin/env bash
# CI entry point: run the unit tests, keep the log in ci/out/.
set -o pipefail
mkdir -p ci/out
python3 -m unittest discover -s tests -t . -v 2>&1 | tee ci/out/last-run.txt
