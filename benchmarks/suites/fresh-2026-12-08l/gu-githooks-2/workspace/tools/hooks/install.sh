#!/usr/bin/env bash
# Install the Emberfall git hooks into this clone.
set -euo pipefail
repo=$(git rev-parse --show-toplevel)
hooks_dir=$(git rev-parse --git-path hooks)
mkdir -p "$hooks_dir"
install -m 0755 "$repo/tools/hooks/pre-commit" "$hooks_dir/pre-commit"
echo "installed pre-commit -> $hooks_dir/pre-commit"

# core.hooksPath must stay unset in this clone, otherwise .git/hooks is ignored.
if [ -n "$(git config --local --get core.hooksPath || true)" ]; then
  echo "warning: core.hooksPath is set locally; unset it with: git config --unset core.hooksPath" >&2
fi
