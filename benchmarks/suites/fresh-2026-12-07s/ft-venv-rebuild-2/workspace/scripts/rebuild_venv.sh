#!/usr/bin/env bash
# Recreate the project virtualenv from scratch (offline: no package install here).
set -euo pipefail
VENV="${VENV_DIR:-.venv}"
CACHE_ROOT="${XDG_CACHE_HOME:-$HOME/.cache}"

echo "removing $VENV"
rm -rf -- "$VENV"

# drop stale build caches so the rebuilt env does not reuse old compiled wheels
for d in pip ${EXTRA_CACHE:-}; do
  rm -rf -- "${CACHE_ROOT:?}/$d"
done

python3 -m venv --without-pip --prompt proj "$VENV"
echo "recreated $VENV ($("$VENV/bin/python" --version))"
