#!/usr/bin/env bash
# Lint (and optionally auto-fix) the Ansible tree the same way CI does.
#   scripts/lint.sh          check only, non-zero exit on findings
#   scripts/lint.sh --fix    apply the safe automatic fixes first
set -euo pipefail
cd "$(dirname "$0")/.."
export PYTHONPATH="$PWD/tools${PYTHONPATH:+:$PYTHONPATH}"
exec python3 -m lintkit "$@" playbooks roles
