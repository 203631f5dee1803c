#!/usr/bin/env bash
# Install the repository's git hooks (pre-commit: lint, pre-push: tests).
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
exec python3 -m devtools.hooks install "$@"
