#!/usr/bin/env bash
# Install the git pre-commit hook for this clone.
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
hooks_dir="$(git rev-parse --git-path hooks)"
mkdir -p "$hooks_dir"
cat > "$hooks_dir/pre-commit" <<'HOOK'
#!/usr/bin/env bash
# installed by scripts/install-hooks.sh
# runs the hooks from .pre-commit-config.yaml; falls back to ruff from the project venv
root="$(git rev-parse --show-toplevel)"
if command -v pre-commit >/dev/null 2>&1; then
  exec pre-commit hook-impl --config=.pre-commit-config.yaml --hook-type=pre-commit --hook-dir "$(dirname "$0")" -- "$@"
fi
if [ -x "$root/.venv/bin/ruff" ]; then
  exec "$root/.venv/bin/ruff" check --fix $(git diff --cached --name-only --diff-filter=ACM -- '*.py')
fi
echo "pre-commit: neither pre-commit nor .venv/bin/ruff found, skipping" >&2
HOOK
chmod +x "$hooks_dir/pre-commit"
echo "pre-commit hook installed in $hooks_dir"
