#!/usr/bin/env bash
# pre-commit: refuse to commit rule files promtool cannot parse
set -euo pipefail
if ! command -v promtool >/dev/null 2>&1; then
  echo "pre-commit: promtool not found, skipping rule checks" >&2
  exit 0
fi
files=$(git diff --cached --name-only --diff-filter=ACM -- 'rules/*.yml' 'rules/*.yaml')
[ -z "$files" ] && exit 0
promtool check rules $files
