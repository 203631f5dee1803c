#!/usr/bin/env bash
# run-tests.sh - run the unit tests; output is kept in build/test-output.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p build

# run against the same database file the app uses, to catch schema drift
export NOTES_DB="${NOTES_DB:-data/notes.sqlite3}"

python3 -m unittest discover -s tests -t . -v 2>&1 | tee build/test-output.txt
