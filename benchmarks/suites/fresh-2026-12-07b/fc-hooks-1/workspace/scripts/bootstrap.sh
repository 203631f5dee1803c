#!/usr/bin/env bash
# One-time developer setup for acme-ui: installs the git hooks declared in tools/hooks/hooks.json.
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
command -v node >/dev/null || { echo "node is required" >&2; exit 1; }
node tools/hooks/install.js "$@"
