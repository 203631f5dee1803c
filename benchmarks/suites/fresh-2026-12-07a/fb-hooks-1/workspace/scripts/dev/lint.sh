#!/usr/bin/env bash
# Lint shell and python files (only staged ones with --staged).
set -euo pipefail
if [[ "${1:-}" == "--staged" ]]; then
  mapfile -t files < <(git diff --cached --name-only --diff-filter=ACM)
else
  mapfile -t files < <(git ls-files)
fi
rc=0
for f in "${files[@]}"; do
  case "$f" in
    *.sh) bash -n "$f" || rc=1 ;;
    *.py) python3 -m py_compile "$f" || rc=1 ;;
  esac
  if grep -nE '\s+$' "$f" >/dev/null 2>&1; then echo "lint: trailing whitespace in $f"; rc=1; fi
done
exit $rc
