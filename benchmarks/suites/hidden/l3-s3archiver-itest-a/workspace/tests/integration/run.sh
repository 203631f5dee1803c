#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
mkdir -p .fixtures
python3 harness.py | tee .fixtures/report.txt
