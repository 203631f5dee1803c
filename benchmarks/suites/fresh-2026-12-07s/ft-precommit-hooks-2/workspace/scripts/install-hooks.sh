#!/bin/sh
# Install the repo's pre-commit hook into .git/hooks
set -e
top=$(git rev-parse --show-toplevel)
install -m 0755 "$top/scripts/pre-commit" "$top/.git/hooks/pre-commit"
echo "installed .git/hooks/pre-commit"
command -v ruff >/dev/null 2>&1 || echo "note: ruff not on PATH; the hook will skip lint until it is installed"
