#!/usr/bin/env bash
# Put this checkout's bin/ on PATH (and activate the pipeline env) in new shells.
# Idempotent: the block in ~/.bashrc is replaced, never duplicated.
set -euo pipefail
env_name="${1:-hep-pipeline}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rc="${BASHRC:-$HOME/.bashrc}"

python3 "$root/tools/rcedit.py" \
  --rc "$rc" \
  --name lab-pipeline \
  --line "export LABPIPE_HOME=\"$root\"" \
  --line "export PATH=\"$root/bin:\$PATH\"" \
  --line "command -v conda >/dev/null 2>&1 && conda activate $env_name 2>/dev/null || true"

echo "updated $rc — open a new shell or: source $rc"
