#!/usr/bin/env bash
# Add a Python version to the test matrix of every workflow that has one.
set -euo pipefail
ver="$1"
for wf in .github/workflows/*.yml; do
  python3 tools/ci/matrix.py --add "$ver" "$wf"
done
