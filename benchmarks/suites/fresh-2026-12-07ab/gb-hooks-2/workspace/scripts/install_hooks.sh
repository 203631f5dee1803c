#!/usr/bin/env bash
# Install the repository's git hooks.
set -euo pipefail
cd "$(dirname "$0")/.."
hooks="$(git rev-parse --git-path hooks)"
mkdir -p "$hooks"
cat > "$hooks/pre-commit" <<'HOOK'
#!/bin/sh
# pre-commit: style-check staged Fortran sources
files=$(git diff --cached --name-only --diff-filter=ACM -- '*.f90' '*.F90')
[ -z "$files" ] && exit 0
exec python3 tools/check_format.py $files
HOOK
chmod +x "$hooks/pre-commit"
echo "installed $hooks/pre-commit"
