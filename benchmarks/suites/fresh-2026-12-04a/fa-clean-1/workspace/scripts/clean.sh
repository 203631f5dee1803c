#!/usr/bin/env bash
# Remove everything `make build` / `make dist` / the test runs produce, plus the
# per-project caches, so the next build starts from nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "==> removing build outputs"
rm -rf build/ dist/ .pytest_cache/ .coverage htmlcov/
find . -name '__pycache__' -type d -prune -exec rm -rf {} +
find src -maxdepth 1 -name '*.egg-info' -exec rm -rf {} +

echo "==> removing per-project caches"
name="$(sed -n 's/^cache_name *= *//p' setup.cfg)"
for base in "${XDG_CACHE_HOME:-$HOME/.cache}" "${XDG_DATA_HOME:-$HOME/.local/share}"; do
    rm -rf "${base:?}/${name}"
done

echo "clean."
