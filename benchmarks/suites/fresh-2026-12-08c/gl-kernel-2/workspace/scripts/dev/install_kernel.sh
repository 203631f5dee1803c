#!/usr/bin/env bash
# Register this project's interpreter as a Jupyter kernel (user-level, no sudo).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
name="${1:-thesis}"
PY="${PYTHON:-python3}"
exec "$PY" -m labtools.kernel install --name "$name" --display-name "Python ($name)"
