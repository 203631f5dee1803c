#!/usr/bin/env bash
# Rebuild tests/fixtures/generated from the spec.
#   FIXTURE_CACHE_NAME  optional cache namespace (per branch, for example)
set -euo pipefail
cd "$(dirname "$0")/.."
python3 tools/fixtures/build.py --spec tests/fixtures/spec.json --out tests/fixtures/generated \
  --cache-name "${FIXTURE_CACHE_NAME:-}"
