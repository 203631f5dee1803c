#!/usr/bin/env bash
# Install the git hooks declared in .hooks.toml for this clone.
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
exec python3 scripts/dev/hooktool.py install --config .hooks.toml
