#!/usr/bin/env bash
# run-tests.sh - run the unit tests; output is kept in build/test-output.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p build

# the tests reset the schema, so they get a throwaway database of their own
export NOTES_DB="${NOTES_TEST_DB:-build/test-notes.sqlite3}"
rm -f "$NOTES_DB"

python3 -m unittest discover -s tests -t . -v 2>&1 | tee build/test-output.txt
