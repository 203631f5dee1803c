#!/usr/bin/env bash
# Sanity check: the bump must only have touched the expected files.
set -euo pipefail
expected=$'CHANGELOG.md\npyproject.toml\nsrc/pgmirror/__init__.py'
actual=$(git diff --name-only | sort)
if [[ $actual != "$expected" ]]; then
  echo "unexpected files changed by the bump:" >&2
  echo "$actual" >&2
  exit 1
fi
grep -q "## \[${RELEASE_VERSION}\]" CHANGELOG.md
