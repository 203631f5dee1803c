#!/usr/bin/env bash
set -euo pipefail
python3 tools/headers/apply.py --rules tools/headers/rules.py src tests
