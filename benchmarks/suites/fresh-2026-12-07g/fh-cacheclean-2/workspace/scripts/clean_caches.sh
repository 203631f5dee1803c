#!/usr/bin/env bash
# Remove this project's caches: tool caches inside the checkout and the
# per-user download cache set in pyproject.toml ([tool.churn-model] cache_dir).
# Source, data and virtualenvs are left alone.
set -euo pipefail
cd "$(dirname "$0")/.."

removed=0
zap() {
  for p in "$@"; do
    [ -e "$p" ] || continue
    rm -rf -- "$p"
    echo "removed $p"
    removed=$((removed + 1))
  done
}

user_cache_rel=$(python3 - <<'PY'
import tomllib
with open("pyproject.toml", "rb") as f:
    cfg = tomllib.load(f)
print(cfg.get("tool", {}).get("churn-model", {}).get("cache_dir", ""))
PY
)

zap .pytest_cache .mypy_cache .ruff_cache .cache
while IFS= read -r -d '' d; do zap "$d"; done < <(find . -type d -name __pycache__ -prune -print0)

if [ -n "$user_cache_rel" ] && [ -d "$HOME/$user_cache_rel" ]; then
  zap "$HOME/$user_cache_rel"/*
fi
echo "clean_caches: $removed path(s) removed"
